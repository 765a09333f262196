import type { BlockContent, MediaKind } from "@app/domain/course/block-content";
import { richTextPlain } from "@app/domain/course/rich-text";
import { uploadKindRefusal, type UploadKind } from "@app/domain/course/file-kinds";
import { sniffType } from "../../files/sniff-type";
import { mediaKindOf } from "../media-kind";
import type { FileRef } from "@app/domain/course/ids";
import { childNamed, childrenNamed, deepText, findDeep, parseXml } from "../xml";
import { baseName, readText, skip, useFile, type CartridgeContext } from "./cartridge-context";
import type { CartridgeResource } from "./cartridge-manifest";
import { CARTRIDGE_MESSAGES } from "./cartridge-messages";
import { readQti } from "./qti-read";
import { linkBlock, pageBlocks } from "./web-content";

/** The kind of block our own export made a resource from, in its identifier (`cp-video-3`): a hint other packages lack. */
const HINT = /^cp-(image|video|audio|document|presentation|htmlPresentation|file|text)-/;
const MEDIA_KINDS: ReadonlyArray<MediaKind & UploadKind> = [
  "image",
  "video",
  "audio",
  "document",
  "presentation",
  "htmlPresentation",
  "file",
];

/**
 * The media kind of a file: our export's hint when the file's name and bytes fit that kind's upload
 * rule, else the first kind they fit (the rule both imports share, ../media-kind.ts: a PDF is a
 * document, an SVG named .png a plain file).
 */
const mediaKind = (resource: CartridgeResource, path: string, head: Uint8Array): MediaKind => {
  const hint = MEDIA_KINDS.find((kind) => kind === HINT.exec(resource.identifier)?.[1]);
  if (hint !== undefined && uploadKindRefusal(hint, { name: path, sniffed: sniffType(head) }) === undefined)
    return hint;
  return mediaKindOf(baseName(path), head);
};

/** The blocks a resource becomes, `title` from the organization item at `place`. */
type ResourceReader = (
  ctx: CartridgeContext,
  place: string,
  title: string,
  resource: CartridgeResource,
) => Promise<BlockContent[]>;

const isPage = (path: string): boolean => /\.x?html?$/i.test(path);

const webContent: ResourceReader = async (ctx, place, title, resource) => {
  const path = resource.href ?? resource.files[0];
  if (path === undefined) return skipped(ctx, place, CARTRIDGE_MESSAGES.badResource);
  const hint = HINT.exec(resource.identifier)?.[1];
  if (isPage(path) && (hint === undefined || hint === "text")) {
    const html = await readText(ctx, place, path);
    return html === undefined ? [] : await pageBlocks(ctx, place, path, html);
  }
  const file = useFile(ctx, place, path);
  if (file === undefined) return [];
  const head = (await ctx.files.read(path)).subarray(0, 512);
  return [{ _tag: mediaKind(resource, path, head), title: title || baseName(path), file }];
};

const isXml = (file: string): boolean => file.endsWith(".xml");

/** A resource's XML file, read and parsed; undefined when it names none or it is missing (reported by `readText`). */
const resourceXml = async (
  ctx: CartridgeContext,
  place: string,
  path: string | undefined,
): Promise<{ readonly path: string; readonly root: ReturnType<typeof parseXml> } | undefined> => {
  const xml = path === undefined ? undefined : await readText(ctx, place, path);
  return xml === undefined || path === undefined ? undefined : { path, root: parseXml(xml, path) };
};

const webLink: ResourceReader = async (ctx, place, title, resource) => {
  const read = await resourceXml(ctx, place, resource.href ?? resource.files[0]);
  if (read === undefined) return [];
  const { root } = read;
  const url = childNamed(root, "url")?.attrs.href ?? "";
  const name = deepText(childNamed(root, "title")) || title;
  if (resource.identifier.startsWith("cp-video-")) return [{ _tag: "video", title: name, file: null, link: url }];
  return [linkBlock(ctx, place, name, url)];
};

const assessment: ResourceReader = async (ctx, place, title, resource) => {
  const read = await resourceXml(ctx, place, resource.href ?? resource.files.find(isXml));
  if (read === undefined) return [];
  const test = readQti(read.root, place, title, ctx.nextId);
  ctx.skipped.push(...test.skipped);
  if (test.questions.length === 0) return skipped(ctx, place, CARTRIDGE_MESSAGES.emptyTest);
  return [{ _tag: "test", name: title || test.name, questions: test.questions }];
};

const plainOf = (text: string, type: string | undefined): string =>
  (type ?? "").toLowerCase().includes("html") ? richTextPlain(text) : text.trim();

/** CC 1.3's assignment extension: a free task with its text and attached files. */
const assignment: ResourceReader = async (ctx, place, title, resource) => {
  const read = await resourceXml(ctx, place, resource.href ?? resource.files.find(isXml));
  if (read === undefined) return [];
  const { root, path } = read;
  const text = childNamed(root, "text");
  const base = path.split("/").slice(0, -1).join("/");
  const files = childrenNamed(childNamed(root, "attachments"), "attachment").flatMap((a): FileRef[] => {
    const href = a.attrs.href ?? "";
    const file = useFile(ctx, place, base === "" ? href : `${base}/${href}`);
    return file === undefined ? [] : [file];
  });
  return [
    {
      _tag: "freeTask",
      title: deepText(childNamed(root, "title")) || title,
      text: plainOf(text?.text ?? "", text?.attrs.texttype),
      files,
    },
  ];
};

/** Canvas's assignment: an HTML page with assignment_settings.xml beside it, as a free task. */
const canvasAssignment: ResourceReader = async (ctx, place, title, resource) => {
  const settings = resource.files.find((f) => f.endsWith("assignment_settings.xml"));
  const page = resource.files.find(isPage) ?? resource.href;
  if (settings === undefined || page === undefined)
    return skipped(ctx, place, CARTRIDGE_MESSAGES.unknownType(resource.type));
  const xml = await readText(ctx, place, settings);
  const html = await readText(ctx, place, page);
  const name = xml === undefined ? "" : deepText(findDeep(parseXml(xml, settings), "title"));
  return [{ _tag: "freeTask", title: name || title, text: plainOf(html ?? "", "text/html"), files: [] }];
};

const skipped = (ctx: CartridgeContext, place: string, reason: string): BlockContent[] => {
  skip(ctx, place, reason);
  return [];
};

/** The blocks of one resource, by its type; a type the course has no block for is reported. */
export const resourceBlocks: ResourceReader = (ctx, place, title, resource) => {
  const type = resource.type;
  if (type === "webcontent") return webContent(ctx, place, title, resource);
  if (/^imswl_xmlv1p\d/.test(type)) return webLink(ctx, place, title, resource);
  if (/^imsqti_xmlv1p2\/imscc_xmlv1p\d\/assessment$/.test(type)) return assessment(ctx, place, title, resource);
  if (/^assignment_xmlv1p\d/.test(type)) return assignment(ctx, place, title, resource);
  if (/learning-application-resource$/.test(type)) return canvasAssignment(ctx, place, title, resource);
  if (/^imsdt_xmlv1p\d/.test(type)) return Promise.resolve(skipped(ctx, place, CARTRIDGE_MESSAGES.discussion));
  if (/imsbasiclti/.test(type)) return Promise.resolve(skipped(ctx, place, CARTRIDGE_MESSAGES.lti));
  if (/question-bank$/.test(type)) return Promise.resolve(skipped(ctx, place, CARTRIDGE_MESSAGES.questionBank));
  return Promise.resolve(skipped(ctx, place, CARTRIDGE_MESSAGES.unknownType(type)));
};
