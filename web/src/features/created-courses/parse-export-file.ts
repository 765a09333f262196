/** What reading a chosen file gives: the parsed JSON, or why it is not JSON. */
export type ParsedFile =
  { readonly ok: true; readonly document: unknown } | { readonly ok: false; readonly reason: "notJson" };

/** What the import dialog's file picker offers (issue #38); the server tells the kinds apart by content. */
export const IMPORT_ACCEPT = ".json,.imscc,.zip,.mbz,application/json,application/zip";

/** Our own JSON export, by its name: read here too, so the report can name the places in it. */
export const isJsonExport = (file: { readonly name: string; readonly type: string }): boolean =>
  /\.json$/i.test(file.name) || file.type === "application/json";

/** Parses a file's text. The server decides whether it is an export document; here only "is it JSON". */
export const parseExportText = (text: string): ParsedFile => {
  try {
    return { ok: true, document: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, reason: "notJson" };
  }
};
