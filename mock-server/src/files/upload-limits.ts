import type { Options } from "multer";
import { MAX_UPLOAD_BYTES } from "@app/domain/api/files";

/**
 * Every multer/busboy limit (multer leaves most unlimited). POST /api/file has one file part and
 * the text fields name, size and is_public, so the counts are small.
 */
export const UPLOAD_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 1,
  fields: 8,
  parts: 9,
  fieldNameSize: 100,
  fieldSize: 16 * 1024,
  headerPairs: 100,
  fieldNestingDepth: 1,
  fieldArrayIndexLimit: 10,
} as const satisfies NonNullable<Options["limits"]>;

/** Multer error codes that mean "too large" (413); every other upload error is a bad request (400). */
export const TOO_LARGE_CODES: ReadonlySet<string> = new Set([
  "LIMIT_FILE_SIZE",
  "LIMIT_FILE_COUNT",
  "LIMIT_PART_COUNT",
  "LIMIT_FIELD_COUNT",
  "LIMIT_FIELD_VALUE",
  "LIMIT_FIELD_KEY",
]);
