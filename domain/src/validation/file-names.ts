import { CONTROL_CHARS_MESSAGE, hasControlChars } from "./control-chars";

/**
 * One rule for the name of an uploaded file (issue #32 rows 7 and 11), whether it comes as the
 * file part's own name or as the form's `name` field: both are judged, and stored, the same way.
 *
 * A name is normalised the way Windows reads it before it is judged: its last path part, without an
 * NTFS stream suffix (`run.bat::$DATA` is `run.bat`), without trailing dots and spaces (`run.bat. `
 * is `run.bat`); a name whose part before a colon is runnable (`run.bat:x`) counts as runnable. Control characters, tab and CR/LF included, are refused, never quietly dropped.
 */

/** Programs and scripts a double click runs (Windows, macOS) or installs: never stored under such a name. */
const RUNNABLE_EXTENSIONS: ReadonlySet<string> = new Set([
  "exe",
  "msi",
  "msp",
  "mst",
  "com",
  "scr",
  "pif",
  "cpl",
  "dll",
  "bat",
  "cmd",
  "vb",
  "vbs",
  "vbe",
  "js",
  "jse",
  "ws",
  "wsf",
  "wsh",
  "wsc",
  "sct",
  "hta",
  "ps1",
  "psm1",
  "msc",
  "lnk",
  "scf",
  "inf",
  "reg",
  "jar",
  "gadget",
  "application",
  "appx",
  "msix",
  "apk",
  "dmg",
  "pkg",
  "command",
  "elf",
]);

/** Tab, CR and LF are fine in a text, not in a file's name. */
const NAME_ONLY_CONTROLS = /[\t\r\n\u0080-\u009f]/;

/** Why a raw file name may not be taken as it is, or undefined. */
export const fileNameControlProblem = (raw: string): string | undefined =>
  hasControlChars(raw) || NAME_ONLY_CONTROLS.test(raw) ? CONTROL_CHARS_MESSAGE : undefined;

/** An NTFS stream suffix: `::$DATA`, `:name:$DATA` (a colon elsewhere, `Тема 1: циклы.pdf`, stays). */
const STREAM_SUFFIX = /:[^:]*:\$[A-Za-z_]+$/;
const trimEnds = (name: string): string => name.replace(/[\s.]+$/u, "").trimStart();

/** The name a file is judged and stored by (see above); "" when nothing is left. */
export const normalizeFileName = (raw: string): string =>
  trimEnds((raw.split(/[\\/]/).pop() ?? "").replace(STREAM_SUFFIX, ""));

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
};

/** The extension of a normalised name, lower case ("" for none). */
export const fileExtension = (raw: string): string => extensionOf(normalizeFileName(raw));

/**
 * Whether the name, normalised, is one a double click runs; so is a name whose part before a colon is
 * (`run.bat:x` is a stream of `run.bat` on Windows).
 */
export const isRunnableName = (raw: string): boolean => {
  const name = normalizeFileName(raw);
  const colon = name.indexOf(":");
  return (
    RUNNABLE_EXTENSIONS.has(extensionOf(name)) ||
    (colon >= 0 && RUNNABLE_EXTENSIONS.has(extensionOf(trimEnds(name.slice(0, colon)))))
  );
};
