import * as Schema from "effect/Schema";

/** The text fields of POST /api/file (multipart, SPEC §7); `file` is the file part. */
export const FileUploadFields = Schema.Struct({
  name: Schema.optionalKey(Schema.String),
  size: Schema.optionalKey(Schema.String),
  is_public: Schema.optionalKey(Schema.String),
});
export type FileUploadFields = typeof FileUploadFields.Type;

/** An uploaded file as the API shows it. `url` serves it back (GET /api/files/{id}). */
export const UploadedFile = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  size: Schema.Number,
  mime: Schema.String,
  is_public: Schema.Boolean,
  url: Schema.String,
  created_at: Schema.String,
});
export type UploadedFile = typeof UploadedFile.Type;

/** POST /api/file 201 body. */
export const FileUploadResponse = Schema.Struct({ data: UploadedFile });
export type FileUploadResponse = typeof FileUploadResponse.Type;

/** A megabyte, as the limits below count it. */
export const MEGABYTE = 1024 * 1024;

/** The largest upload (issue 4): 50 MB. */
export const MAX_UPLOAD_BYTES = 50 * MEGABYTE;

/** POST /api/courses/import's package (issue #38: our JSON export, .imscc, .mbz): the upload limit. */
export const MAX_IMPORT_BYTES = MAX_UPLOAD_BYTES;

/** POST /api/courses/import's export document sent as a JSON body (as before issue #38): 20 MB. */
export const MAX_IMPORT_JSON_BYTES = 20 * MEGABYTE;
