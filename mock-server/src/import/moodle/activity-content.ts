import { isRichTextLink } from "@app/domain/course/rich-text";
import type { TaskSnapshot } from "@app/domain/course/course-snapshot";
import type { FileRef } from "@app/domain/course/ids";
import type { ContentBlock } from "@app/domain/course/structure";
import type { XmlElement } from "../xml";
import { displayName, filesOfArea } from "./backup-files";
import { fieldOf } from "./backup-xml";
import { blockOf, fileBlock, skip, useFile, type MoodleContext } from "./moodle-context";
import { MOODLE_MESSAGES } from "./moodle-messages";
import { plainText, richText } from "./moodle-text";
import { pictureBlocks, textBlocks, type TextSource } from "./text-blocks";
import { quizTest } from "./quiz-test";

/** What one activity gives its lesson: blocks, and tasks (an assignment's). */
export type ActivityContent = { readonly blocks: ContentBlock[]; readonly tasks: TaskSnapshot[] };

/** The activity being converted: its module element (`<page>`, `<quiz>`…), context and place in the report. */
export type ActivityInput = {
  readonly module: string;
  readonly element: XmlElement;
  readonly contextId: string;
  readonly name: string;
  readonly place: string;
};

const escapeHtml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A field of the activity (`intro`, `content`) with its file area (the same name) and place. */
const sourceOf = (input: ActivityInput, field: string): TextSource => ({
  raw: fieldOf(input.element, field),
  format: fieldOf(input.element, `${field}format`),
  contextId: input.contextId,
  component: `mod_${input.module}`,
  area: field,
  place: input.place,
});

/** A field of the activity as a text block and its pictures. */
const textBlock = (ctx: MoodleContext, input: ActivityInput, field: string): Promise<ContentBlock[]> =>
  textBlocks(ctx, sourceOf(input, field));

/** Whether a page prints its description above the content (`displayoptions`, PHP-serialised: `"printintro";s:1:"1"` or `i:1`). */
const printsIntro = (element: XmlElement): boolean =>
  /"printintro";(?:s:\d+:"1"|i:1|b:1)/.test(fieldOf(element, "displayoptions"));

const page = async (ctx: MoodleContext, input: ActivityInput): Promise<ActivityContent> => ({
  blocks: [
    ...(printsIntro(input.element) ? await textBlock(ctx, input, "intro") : []),
    ...(await textBlock(ctx, input, "content")),
  ],
  tasks: [],
});

const label = async (ctx: MoodleContext, input: ActivityInput): Promise<ActivityContent> => ({
  blocks: await textBlock(ctx, input, "intro"),
  tasks: [],
});

/** A file resource: its description, then its main file (the one Moodle shows: the highest sort order). */
const resource = async (ctx: MoodleContext, input: ActivityInput): Promise<ActivityContent> => {
  const files = filesOfArea(ctx.backupFiles, input.contextId, "mod_resource", "content");
  const main = [...files].sort((a, b) => b.sortOrder - a.sortOrder)[0];
  if (main === undefined) {
    skip(ctx, input.place, MOODLE_MESSAGES.emptyResource);
    return { blocks: [], tasks: [] };
  }
  const block = await fileBlock(ctx, input.place, main, input.name);
  return { blocks: block === undefined ? [] : [...(await textBlock(ctx, input, "intro")), block], tasks: [] };
};

/** A folder: its description, then each of its files as a block titled with its path in the folder. */
const folder = async (ctx: MoodleContext, input: ActivityInput): Promise<ActivityContent> => {
  const files = filesOfArea(ctx.backupFiles, input.contextId, "mod_folder", "content");
  if (files.length === 0) skip(ctx, input.place, MOODLE_MESSAGES.emptyFolder);
  const blocks: ContentBlock[] = [];
  for (const file of files) {
    const block = await fileBlock(ctx, input.place, file, displayName(file));
    if (block !== undefined) blocks.push(block);
  }
  return { blocks: blocks.length === 0 ? [] : [...(await textBlock(ctx, input, "intro")), ...blocks], tasks: [] };
};

/** A web link: its description, then a paragraph with the link (an address a rich text may not link to is written out and reported). */
const url = async (ctx: MoodleContext, input: ActivityInput): Promise<ActivityContent> => {
  const address = fieldOf(input.element, "externalurl").trim();
  const intro = await textBlock(ctx, input, "intro");
  if (address === "") return { blocks: intro, tasks: [] };
  const safe = isRichTextLink(address);
  if (!safe) skip(ctx, input.place, MOODLE_MESSAGES.badLink(address));
  const link = safe
    ? `<p><a href="${escapeHtml(address)}">${escapeHtml(input.name || address)}</a></p>`
    : `<p>${escapeHtml(address)}</p>`;
  return { blocks: [...intro, blockOf(ctx, { _tag: "text", text: richText(link, "1"), format: "html" })], tasks: [] };
};

/**
 * An assignment: a task of its lesson holding one free task, titled with its name, its text the
 * description and (Moodle 4) the activity instructions made plain, its files the description's
 * attachments; the description's pictures follow as image blocks.
 */
const assign = async (ctx: MoodleContext, input: ActivityInput): Promise<ActivityContent> => {
  const parts = ["intro", "activity"]
    .map((field) => plainText(fieldOf(input.element, field), fieldOf(input.element, `${field}format`)))
    .filter((text) => text !== "");
  const files: FileRef[] = [];
  for (const file of filesOfArea(ctx.backupFiles, input.contextId, "mod_assign", "introattachment")) {
    const used = await useFile(ctx, input.place, file);
    if (used !== undefined) files.push(used.ref);
  }
  const task = blockOf(ctx, { _tag: "freeTask", title: input.name, text: parts.join("\n\n"), files });
  const pictures = await pictureBlocks(ctx, sourceOf(input, "intro"));
  return { blocks: [], tasks: [{ taskID: ctx.nextId(), name: input.name, taskContent: [task, ...pictures] }] };
};

/**
 * A quiz: its description, then one test of its multichoice and truefalse questions, each other
 * question reported (./quiz-test.ts); a quiz without any is an empty test, which loses nothing.
 */
const quiz = async (ctx: MoodleContext, input: ActivityInput): Promise<ActivityContent> => {
  const test = quizTest(input.element, ctx.bank, input.place, ctx.nextId);
  ctx.skipped.push(...test.skipped);
  const block = blockOf(ctx, { _tag: "test", name: test.name || input.name, questions: test.questions });
  return { blocks: [...(await textBlock(ctx, input, "intro")), block], tasks: [] };
};

type Converter = (ctx: MoodleContext, input: ActivityInput) => ActivityContent | Promise<ActivityContent>;

/**
 * The activity modules the course has a counterpart for (`assignment`: Moodle 2.0–2.2's assignment,
 * a name and a description like `assign`'s); every other one is reported, never dropped.
 */
export const ACTIVITY_CONVERTERS: Readonly<Record<string, Converter>> = {
  page,
  label,
  resource,
  folder,
  url,
  assign,
  assignment: assign,
  quiz,
};
