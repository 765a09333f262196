import { EXPORT_FORMAT, EXPORT_FORMAT_VERSION, type ExportDocument } from "@app/domain/api/authoring";
import type { CourseState } from "@app/domain/course/course-state";
import { bodyFromCourse } from "./body-convert";

/** A course as an export document written at `at` (ms): it can be imported as a new course. */
export const exportDocumentOf = (course: CourseState, at: number): ExportDocument => ({
  format: EXPORT_FORMAT,
  format_version: EXPORT_FORMAT_VERSION,
  exported_at: new Date(at).toISOString(),
  course: bodyFromCourse(course),
});
