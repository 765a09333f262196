/** Lone surrogates (valid in JSON strings) become U+FFFD. */
const wellFormed = (text: string): string =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");

/**
 * Content-Disposition of a download (the course's JSON export, the grade CSVs): the one rule. The
 * name loses control characters and what a file system refuses (`/\:*?"<>|`), is cut to 120
 * characters, and goes as RFC 5987 `filename*` (Cyrillic intact); `fallback` (ASCII, also used
 * when nothing of the name is left) is the plain `filename` for clients without RFC 5987.
 */
export const attachmentDisposition = (name: string, extension: string, fallback: string): string => {
  const printable = [...name].map((ch) => (ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127 ? " " : ch)).join("");
  const base =
    printable
      .replace(/[/\\:*?"<>|]+/g, " ")
      .trim()
      .slice(0, 120) || fallback;
  // RFC 5987 attr-chars only: encodeURIComponent leaves ' ( ) as they are; a lone surrogate would make it throw.
  const encoded = encodeURIComponent(wellFormed(`${base}.${extension}`)).replace(
    /['()]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}.${extension}"; filename*=UTF-8''${encoded}`;
};
