import type { Node as PmNode } from "@tiptap/pm/model";
import { plainToRichText, type RichTextFormat } from "@app/domain/course/rich-text";

/** A text as a block or a description stores it: rich (`format: "html"`) or plain. */
export type EditorValue = { readonly text: string; readonly format?: RichTextFormat };

/** Whether a paragraph holds only unmarked text and line breaks: plain text says it all. */
const isPlainParagraph = (node: PmNode): boolean => {
  if (node.type.name !== "paragraph") return false;
  let plain = true;
  node.forEach((child) => {
    if (!(child.type.name === "hardBreak" || (child.isText && child.marks.length === 0))) plain = false;
  });
  return plain;
};

const paragraphText = (node: PmNode): string => {
  let text = "";
  node.forEach((child) => {
    text += child.type.name === "hardBreak" ? "\n" : (child.text ?? "");
  });
  return text;
};

/**
 * The editor's document as stored: plain text while nothing in it is formatted (paragraphs at blank
 * lines, as plain texts always were), the HTML subset once something is (a heading, bold, a list, a
 * link…). So an unformatted text stays readable everywhere plain text is shown.
 */
export const editorValueOf = (doc: PmNode, html: () => string): EditorValue => {
  let plain = true;
  doc.forEach((node) => {
    if (!isPlainParagraph(node)) plain = false;
  });
  if (!plain) return { text: html(), format: "html" };
  const paragraphs: string[] = [];
  doc.forEach((node) => {
    paragraphs.push(paragraphText(node));
  });
  return { text: paragraphs.filter((p) => p.trim() !== "").join("\n\n") };
};

/** What the editor opens: a rich text as stored, a plain one as paragraphs with its line breaks. */
export const editorHtmlOf = (value: EditorValue): string =>
  value.format === "html" ? value.text : plainToRichText(value.text);

/** A link the author typed, as stored: http(s) or mailto; a bare address gets https. Undefined when unusable. */
export const linkHref = (typed: string): string | undefined => {
  const href = typed.trim();
  if (href === "" || /\s/.test(href)) return undefined;
  if (/^(https?:\/\/|mailto:)/i.test(href)) return href;
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return undefined;
  if (/^[^@/]+@[^@/]+\.[^@/]+$/.test(href)) return `mailto:${href}`;
  return `https://${href.replace(/^\/+/, "")}`;
};
