import { EXPORT_FORMAT, EXPORT_FORMAT_VERSION, type ExportDocument } from "@app/domain/api/authoring";
import type { CourseBody } from "@app/domain/api/course-content";

export const exportDocument = (course: CourseBody, now: string): ExportDocument => ({
  format: EXPORT_FORMAT,
  format_version: EXPORT_FORMAT_VERSION,
  exported_at: now,
  course,
});

/** Lone surrogates (valid in JSON strings) become U+FFFD. */
const wellFormed = (text: string): string =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");

/** Content-Disposition for the download: an ASCII fallback and the Cyrillic name as RFC 5987 filename*. */
export const exportDisposition = (courseId: number, name: string): string => {
  const printable = [...name].map((ch) => (ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127 ? " " : ch)).join("");
  const base =
    printable
      .replace(/[/\\:*?"<>|]+/g, " ")
      .trim()
      .slice(0, 120) || `course-${courseId}`;
  // RFC 5987 attr-chars only: encodeURIComponent leaves ' ( ) as they are; a lone surrogate would make it throw.
  const encoded = encodeURIComponent(wellFormed(`${base}.json`)).replace(
    /['()]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="course-${courseId}.json"; filename*=UTF-8''${encoded}`;
};
