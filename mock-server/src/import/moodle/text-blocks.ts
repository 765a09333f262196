import { refusedLinks } from "@app/domain/course/rich-text";
import type { ContentBlock } from "@app/domain/course/structure";
import { decodeXmlText } from "../xml";
import { displayName, filesOfArea } from "./backup-files";
import { blockOf, fileBlock, skip, type MoodleContext } from "./moodle-context";
import { MOODLE_MESSAGES } from "./moodle-messages";
import { richText } from "./moodle-text";

/**
 * A Moodle text (its HTML and text format) and the file area its `@@PLUGINFILE@@` pictures are in
 * (context, component, area, and the item for an area shared by several, as the sections' is).
 */
export type TextSource = {
  readonly raw: string;
  readonly format: string;
  readonly contextId: string;
  readonly component: string;
  readonly area: string;
  readonly itemId?: string;
  readonly place: string;
};

const PICTURE = /<img\b[^>]*\bsrc\s*=\s*(["'])(.*?)\1[^>]*>/gi;
const EMBEDDED = /<(iframe|object|embed|video|audio)\b/i;

const decodePath = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * The pictures a text shows that are files of its area (`@@PLUGINFILE@@/…`), as image blocks
 * titled with their `alt` (else the file's name); a picture from elsewhere (the web, a file the
 * backup lacks) is reported once, since a rich text holds no pictures.
 */
export const pictureBlocks = async (ctx: MoodleContext, source: TextSource): Promise<ContentBlock[]> => {
  const files = filesOfArea(ctx.backupFiles, source.contextId, source.component, source.area).filter(
    (f) => source.itemId === undefined || f.itemId === source.itemId,
  );
  const blocks: ContentBlock[] = [];
  let lost = false;
  for (const match of source.raw.matchAll(PICTURE)) {
    const src = decodeXmlText(match[2] ?? "");
    const inArea = /^@@PLUGINFILE@@\/(.+)$/.exec(src.split(/[?#]/)[0] ?? "");
    const path = inArea === null ? undefined : decodePath(inArea[1] ?? "").replace(/^\/+/, "");
    const file = path === undefined ? undefined : files.find((f) => displayName(f) === path);
    const alt = decodeXmlText(/\balt\s*=\s*(["'])(.*?)\1/i.exec(match[0])?.[2] ?? "").trim();
    const block = file === undefined ? undefined : await fileBlock(ctx, source.place, file, alt || file.fileName);
    if (block === undefined) lost = true;
    else blocks.push(block);
  }
  if (lost) skip(ctx, source.place, MOODLE_MESSAGES.imagesInText);
  return blocks;
};

/**
 * A Moodle HTML field as a text block (through the rich-text sanitizer), then image blocks for the
 * pictures it shows; none when it is empty. Links rich text may not hold and embedded players or
 * frames, which the sanitizer drops, are reported.
 */
export const textBlocks = async (ctx: MoodleContext, source: TextSource): Promise<ContentBlock[]> => {
  const { raw } = source;
  const html = richText(raw, source.format);
  const links = refusedLinks(raw);
  if (links.length > 0) skip(ctx, source.place, MOODLE_MESSAGES.badLink(links.join(", ")));
  if (EMBEDDED.test(raw)) skip(ctx, source.place, MOODLE_MESSAGES.embedded);
  const text = html === "" ? [] : [blockOf(ctx, { _tag: "text", text: html, format: "html" })];
  return [...text, ...(await pictureBlocks(ctx, source))];
};
