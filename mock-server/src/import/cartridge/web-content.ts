import type { BlockContent } from "@app/domain/course/block-content";
import { uploadKindRefusal } from "@app/domain/course/file-kinds";
import { refusedLinks } from "@app/domain/course/rich-text";
import { sniffType } from "../../files/sniff-type";
import { sanitizeRichText } from "../../authoring/sanitize-rich-text";
import { resolvePackagePath } from "../package-files";
import { decodeXmlText } from "../xml";
import { baseName, skip, useFile, type CartridgeContext } from "./cartridge-context";
import { CARTRIDGE_MESSAGES } from "./cartridge-messages";

/** The marker of a plain text block in a page our export wrote: `<pre data-text="plain">`. */
export const PLAIN_TEXT_OPEN = '<pre data-text="plain">';

/** The mark of a page our export wrote (cartridge-export.ts). */
export const GENERATOR = '<meta name="generator" content="course-platform">';

/** CC's placeholder for the package root in a page's links. */
const FILEBASE = /\$IMS-CC-FILEBASE\$\/?/g;

/** Elements a page may hold that the course's text cannot, named in the report when dropped. */
const DROPPED_PARTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/<script\b/i, "скрипты"],
  [/<iframe\b/i, "встроенные фреймы"],
  [/<(object|embed)\b/i, "встроенные объекты"],
  [/<style\b|\sstyle=/i, "оформление"],
  [/\son[a-z]+\s*=/i, "обработчики событий"],
  [/<table\b/i, "таблицы (остался их текст)"],
  [/<form\b|<input\b/i, "формы"],
];

const bodyOf = (html: string): string => /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;

/**
 * Pictures the page shows that are files of the package: they become image blocks after the text,
 * when their name and bytes fit an image upload (an SVG is refused, as an author's would be).
 */
const pagePictures = async (
  ctx: CartridgeContext,
  place: string,
  pagePath: string,
  html: string,
): Promise<BlockContent[]> => {
  const pictures: BlockContent[] = [];
  for (const match of html.matchAll(/<img\b[^>]*\bsrc\s*=\s*(["'])(.*?)\1[^>]*>/gi)) {
    const raw = match[2] ?? "";
    const src = decodeXmlText(raw.replace(FILEBASE, ""));
    const path = raw.includes("$IMS-CC-FILEBASE$") ? resolvePackagePath("", src) : resolvePackagePath(pagePath, src);
    if (path === undefined || !ctx.files.paths.includes(path)) {
      skip(ctx, place, CARTRIDGE_MESSAGES.outsidePicture(src));
      continue;
    }
    const head = (await ctx.files.read(path)).subarray(0, 512);
    const refusal = uploadKindRefusal("image", { name: path, sniffed: sniffType(head) });
    if (refusal !== undefined) {
      skip(ctx, place, CARTRIDGE_MESSAGES.refusedFile(path, refusal));
      continue;
    }
    const alt = /\balt\s*=\s*(["'])(.*?)\1/i.exec(match[0])?.[2];
    const file = useFile(ctx, place, path);
    if (file !== undefined) pictures.push({ _tag: "image", title: decodeXmlText(alt ?? "") || baseName(path), file });
  }
  return pictures;
};

/**
 * An HTML page of the package as a text block (through the rich-text sanitizer, as a description
 * is), followed by image blocks for the package's pictures it shows. What the sanitizer takes out
 * (scripts, frames, styles, `javascript:` links…) is named in the report; a page our export wrote
 * for a plain text comes back plain.
 */
export const pageBlocks = async (
  ctx: CartridgeContext,
  place: string,
  pagePath: string,
  html: string,
): Promise<BlockContent[]> => {
  const trimmed = bodyOf(html).trim();
  // A page our export wrote keeps its text exactly (spaces at its ends too); another's is trimmed.
  const body = html.includes(GENERATOR) ? bodyOf(html) : trimmed;
  if (trimmed.startsWith(PLAIN_TEXT_OPEN) && trimmed.endsWith("</pre>"))
    return [{ _tag: "text", text: decodeXmlText(trimmed.slice(PLAIN_TEXT_OPEN.length, -"</pre>".length)) }];
  const parts = DROPPED_PARTS.filter(([pattern]) => pattern.test(body)).map(([, word]) => word);
  if (parts.length > 0) skip(ctx, place, CARTRIDGE_MESSAGES.pageParts(parts));
  const links = refusedLinks(body);
  if (links.length > 0) skip(ctx, place, CARTRIDGE_MESSAGES.badLink(links.join(", ")));
  const text: BlockContent = { _tag: "text", text: sanitizeRichText(body.replace(FILEBASE, "")), format: "html" };
  return [text, ...(await pagePictures(ctx, place, pagePath, body))];
};

const escapeHtml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A web link as a text with the link (a `javascript:` address is reported and left as text). */
export const linkBlock = (ctx: CartridgeContext, place: string, title: string, url: string): BlockContent => {
  const html = `<p><a href="${escapeHtml(url)}">${escapeHtml(title || url)}</a></p>`;
  if (refusedLinks(html).length > 0) skip(ctx, place, CARTRIDGE_MESSAGES.badLink(url));
  return { _tag: "text", text: sanitizeRichText(html), format: "html" };
};
