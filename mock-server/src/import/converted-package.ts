// Converted package: what every converter (cartridge, Moodle backup, our JSON) returns, for the one tolerant import and its report.
import type { ExportDocument } from "@app/domain/api/authoring";
import type { LessonSnapshot } from "@app/domain/course/course-snapshot";

/**
 * Something of the package that will not be imported, with where it is and why (Russian). `place`
 * reads as the course would (`Раздел 2 «Основы» › Урок «Введение»`) or is the package path
 * (`quizzes/q1.xml`); the import report shows it as it is.
 */
export type PackageSkip = { readonly place: string; readonly reason: string };

/** A package file the document refers to: stored as this server's file when the course is imported. */
export type PackageFileUse = {
  /** The file's path in the package: the `id` of every FileRef in `document` that means it. */
  readonly path: string;
  /** The name the stored file gets (what the block shows). */
  readonly name: string;
};

/**
 * A converter's answer. `document` is our own export format (domain/src/api/authoring.ts), so the
 * JSON import's tolerant reader (authoring/import-course.ts `readImport`) runs on it unchanged; its
 * FileRefs carry a package path as `id` (and an empty `url`) until `storePackageFiles` stores the
 * files and puts this server's ids in. `skipped` is added to the reader's own report lines.
 */
export type ConvertedPackage = {
  readonly document: ExportDocument;
  readonly files: ReadonlyArray<PackageFileUse>;
  readonly skipped: ReadonlyArray<PackageSkip>;
};

/** A lesson a converter made from a package: not started, no statistics, never a trial lesson. */
export const packageLesson = (
  lessonID: LessonSnapshot["lessonID"],
  lessonName: string,
  lessonContent: LessonSnapshot["lessonContent"],
  tasks: LessonSnapshot["tasks"],
): LessonSnapshot => ({
  lessonID,
  lessonName,
  lessonContent,
  tasks,
  is_trial: false,
  isEndedByUser: false,
  status: "not_started",
  statistics: null,
});
