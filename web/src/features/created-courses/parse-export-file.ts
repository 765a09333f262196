/** What reading a chosen file gives: the parsed JSON, or why it is not JSON. */
export type ParsedFile =
  { readonly ok: true; readonly document: unknown } | { readonly ok: false; readonly reason: "notJson" };

/** docs/api.md: the import route takes JSON bodies up to 20 MB. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

/** Parses a file's text. The server decides whether it is an export document; here only "is it JSON". */
export const parseExportText = (text: string): ParsedFile => {
  try {
    return { ok: true, document: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, reason: "notJson" };
  }
};
