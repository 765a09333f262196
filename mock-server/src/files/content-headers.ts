import { isRunnableName, normalizeFileName } from "@app/domain/validation/file-names";

/** Types a browser may show inline. Anything else is served as a download of application/octet-stream. */
const INLINE_TYPES: ReadonlySet<string> = new Set([
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "application/pdf",
  "audio/mpeg",
  "audio/ogg",
  "audio/wav",
  "audio/webm",
  "video/mp4",
  "video/webm",
  "video/ogg",
  "text/plain",
]);

/** The type a file is stored and served as: the declared one when it is safe, else a download. */
export const safeMime = (declared: string): string => {
  const type = declared.split(";")[0]?.trim().toLowerCase() ?? "";
  return INLINE_TYPES.has(type) ? type : "application/octet-stream";
};

export const contentType = (mime: string): string => (mime === "text/plain" ? "text/plain; charset=utf-8" : mime);

/** RFC 5987 ext-value: UTF-8, percent-encoded, including the characters RFC 5987 reserves. */
const encodeRfc5987 = (value: string): string =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** An ASCII fallback for old clients: non-ASCII, quotes, backslashes and controls become '_'. */
const asciiFallback = (value: string): string => value.replace(/[^\x20-\x7e]|["\\]/g, "_");

/** Content-Disposition with both filename (ASCII) and filename* (RFC 5987, UTF-8). */
export const contentDisposition = (name: string, mime: string): string => {
  const type = mime === "application/octet-stream" ? "attachment" : "inline";
  return `${type}; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeRfc5987(name)}`;
};

/**
 * The name a stored file is downloaded under: normalised (issue #32), and, for a file stored before
 * names were judged that way (`run.bat `, `x.cmd::$DATA`), never a runnable one: `.txt` is added.
 */
export const downloadName = (stored: string): string => {
  const name = normalizeFileName(stored) || "file";
  return isRunnableName(name) ? `${name}.txt` : name;
};

/** A display name from an untrusted one: no path, no control characters, at most 256 characters. */
export const cleanFileName = (raw: string): string => {
  const base = raw.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return (clean === "" || clean === "." || clean === ".." ? "file" : clean).slice(0, 256);
};
