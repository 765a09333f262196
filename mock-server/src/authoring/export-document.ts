import { EXPORT_FORMAT, EXPORT_FORMAT_VERSION, type ExportDocument } from "@app/domain/api/authoring";
import type { CourseBody } from "@app/domain/api/course-content";
import { attachmentDisposition } from "../http/attachment-disposition";

export const exportDocument = (course: CourseBody, now: string): ExportDocument => ({
  format: EXPORT_FORMAT,
  format_version: EXPORT_FORMAT_VERSION,
  exported_at: now,
  course,
});

/** Content-Disposition for the download: an ASCII fallback and the Cyrillic name as RFC 5987 filename*. */
export const exportDisposition = (courseId: number, name: string): string =>
  attachmentDisposition(name, "json", `course-${courseId}`);
