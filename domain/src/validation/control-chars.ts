/**
 * One rule for every text field (issue 16): no control characters. Refused are the C0 controls
 * except tab, line feed and carriage return (a CRLF line break is a line break), DEL, the bidi
 * embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069: they reorder what a reader sees,
 * "Trojan Source"), and lone surrogates (half a character, which no font and no JSON consumer can
 * render). Paired surrogates (emoji and other astral characters) are fine.
 */
export const CONTROL_CHARS_MESSAGE = "Поле содержит недопустимые управляющие символы";

// eslint-disable-next-line no-control-regex -- finding control characters is this rule's job
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDFFF]/u;

export const hasControlChars = (text: string): boolean => FORBIDDEN.test(text);

/** The rule's messages for one text: empty when it is fine. */
export const controlCharErrors = (text: string): ReadonlyArray<string> =>
  hasControlChars(text) ? [CONTROL_CHARS_MESSAGE] : [];

const holdsControlChars = (value: unknown, depth: number): boolean => {
  if (typeof value === "string") return hasControlChars(value);
  if (typeof value !== "object" || value === null || depth > 64) return false;
  if (Array.isArray(value)) return value.some((item) => holdsControlChars(item, depth + 1));
  return Object.entries(value).some(([key, item]) => hasControlChars(key) || holdsControlChars(item, depth + 1));
};

/**
 * The fields of a request body whose text, at any depth, holds a refused character: its top-level
 * keys (`body` for a body that is not an object). A server applies this to every body it reads.
 */
export const fieldsWithControlChars = (body: unknown): ReadonlyArray<string> => {
  if (typeof body === "string" || Array.isArray(body)) return holdsControlChars(body, 0) ? ["body"] : [];
  if (typeof body !== "object" || body === null) return [];
  return Object.entries(body).flatMap(([key, value]) =>
    hasControlChars(key) || holdsControlChars(value, 0) ? [hasControlChars(key) ? "body" : key] : [],
  );
};
