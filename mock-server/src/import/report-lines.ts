import type { ImportSkip } from "@app/domain/api/authoring";
import { importPlace } from "@app/domain/course/import-place";
import type { PackageSkip } from "./converted-package";
import type { ImportSource } from "./import-source";

/**
 * The report's lines: for our JSON export, the reader's own (paths the page puts in words with the
 * document it has); for a package, the converter's and the store's first, then the reader's with
 * their paths already in words (`Раздел 1 «…» › Урок 2 «…» › Блок 3 (Тест)`), since the page has
 * no document of a package to name them with.
 */
export const reportLines = (
  source: ImportSource,
  course: unknown,
  read: ReadonlyArray<ImportSkip>,
  stored: ReadonlyArray<PackageSkip>,
): ImportSkip[] => {
  if (source.files === null) return [...read];
  const own = [...source.skipped, ...stored].map((line) => ({ path: line.place, reason: line.reason }));
  return [...own, ...read.map((line) => ({ path: importPlace(course, line.path), reason: line.reason }))];
};
