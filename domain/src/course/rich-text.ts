import * as Schema from "effect/Schema";

/**
 * Rich text (issue #20): a text block or a long description written in the constructor's editor is
 * stored as an HTML subset, marked `format: "html"`; without the mark the text is plain (old blocks)
 * and is shown as typed, line breaks kept. The subset is what the editor writes: these tags, and on
 * `a` only `href` (http, https or mailto). Whatever else a stored text holds is dropped by the one
 * sanitizer on the web side before it is rendered (web/src/lib/blocks/sanitize-html.ts).
 */
export const RichTextFormat = Schema.Literal("html");
export type RichTextFormat = typeof RichTextFormat.Type;

export const RICH_TEXT_TAGS: ReadonlyArray<string> = [
  "p",
  "br",
  "h2",
  "h3",
  "h4",
  "strong",
  "em",
  "s",
  "code",
  "pre",
  "blockquote",
  "ul",
  "ol",
  "li",
  "a",
];

export const RICH_TEXT_ATTRIBUTES: ReadonlyArray<string> = ["href"];

/** The link schemes a rich text may hold. */
export const RICH_TEXT_LINK = /^(?:https?:|mailto:)/i;

/** Spaces a browser ignores in a link's address; DOMPurify strips them, and every code point to U+0020, before it checks the scheme. */
const URI_SPACE = /[\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/u;
const ignoredInUri = (char: string): boolean => (char.codePointAt(0) ?? 0) <= 0x20 || URI_SPACE.test(char);

/** Whether a rich text may keep a link to this address (http, https or mailto), as the sanitizer judges it. */
export const isRichTextLink = (href: string): boolean =>
  RICH_TEXT_LINK.test([...href].filter((char) => !ignoredInUri(char)).join(""));

/** Elements the sanitizer drops with everything inside them (other unknown tags keep their words). */
export const RICH_TEXT_DROPPED: ReadonlyArray<string> = [
  "script",
  "style",
  "svg",
  "math",
  "iframe",
  "object",
  "embed",
  "template",
  "noscript",
  "textarea",
];

/**
 * The one sanitizer's settings (DOMPurify's option names; plain data, so the domain stays pure):
 * the page before rendering (web/src/lib/blocks/sanitize-html.ts) and the server before storing a
 * rich description (mock-server/src/authoring/sanitize-rich-text.ts) both run DOMPurify with these.
 */
export const richTextSanitizeConfig = () => ({
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES],
  ALLOWED_URI_REGEXP: RICH_TEXT_LINK,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  KEEP_CONTENT: true,
  FORBID_CONTENTS: [...RICH_TEXT_DROPPED],
});

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** The words of a rich text without its markup: what the emptiness and length checks read. */
export const richTextPlain = (html: string): string =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "")
    .replace(/\s+/g, " ")
    .trim();

/** The plain text of a text that may be rich: the words a check counts. */
export const textOf = (text: string, format: RichTextFormat | undefined): string =>
  format === "html" ? richTextPlain(text) : text;

const escape = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** An old plain text as rich text (the editor opens it so): paragraphs at blank lines, `<br>` at line breaks. */
export const plainToRichText = (text: string): string =>
  text
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.trim() !== "")
    .map((paragraph) => `<p>${escape(paragraph).replace(/\n/g, "<br>")}</p>`)
    .join("");

const ATTRIBUTE_ENTITIES: Readonly<Record<string, string>> = {
  ...ENTITIES,
  apos: "'",
  colon: ":",
  tab: "\t",
  newline: "\n",
  sol: "/",
  lpar: "(",
  rpar: ")",
};

/** An attribute's value as the HTML parser reads it: character references decoded (`&#106;` is `j`). */
const attributeValue = (raw: string): string =>
  raw.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, name: string) => {
    if (name.startsWith("#")) {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ATTRIBUTE_ENTITIES[name.toLowerCase()] ?? whole;
  });

const LINK_HREF = /<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;

/**
 * The addresses of a rich text's links that it may not keep (`javascript:`, `data:`, a bare path…),
 * each once: the links the sanitizer and the editor drop, so the author can be told (issue #29).
 */
export const refusedLinks = (html: string): ReadonlyArray<string> => {
  const refused: string[] = [];
  for (const match of html.matchAll(LINK_HREF)) {
    const href = attributeValue(match[1] ?? match[2] ?? match[3] ?? "").trim();
    if (href !== "" && !isRichTextLink(href) && !refused.includes(href)) refused.push(href);
  }
  return refused;
};
