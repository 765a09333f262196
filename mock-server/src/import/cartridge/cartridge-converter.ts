import { EXPORT_FORMAT, EXPORT_FORMAT_VERSION } from "@app/domain/api/authoring";
import { emptyCourseBody } from "@app/domain/api/course-content";
import type { LessonSnapshot, ModuleSnapshot, TaskSnapshot } from "@app/domain/course/course-snapshot";
import type { ContentBlock } from "@app/domain/course/structure";
import { IMPORT_MESSAGES } from "../../authoring/import-messages";
import { packageLesson, type ConvertedPackage } from "../converted-package";
import type { PackageConverter } from "../package-formats";
import type { PackageFiles } from "../package-files";
import { PACKAGE_MESSAGES } from "../package-messages";
import { PackageRefused } from "../package-files";
import { parseXml, utf8 } from "../xml";
import { blockOf, newContext, skip, type CartridgeContext } from "./cartridge-context";
import { readManifest, type CartridgeItem, type CartridgeManifest } from "./cartridge-manifest";
import { CARTRIDGE_MESSAGES } from "./cartridge-messages";
import { resourceBlocks } from "./resource-blocks";

const MANIFEST = "imsmanifest.xml";

type Walk = { readonly ctx: CartridgeContext; readonly manifest: CartridgeManifest; readonly used: Set<string> };

const quoted = (title: string): string => (title === "" ? "" : ` «${title}»`);

/** The blocks of a leaf item (its resource's), or none with a report line. */
const leafBlocks = async (walk: Walk, place: string, item: CartridgeItem): Promise<ContentBlock[]> => {
  const ref = item.ref ?? "";
  const resource = walk.manifest.resources.get(ref);
  if (resource === undefined) {
    skip(walk.ctx, place, CARTRIDGE_MESSAGES.missingResource(ref));
    return [];
  }
  walk.used.add(ref);
  for (const dependency of resource.dependencies) walk.used.add(dependency);
  const contents = await resourceBlocks(walk.ctx, place, item.title, resource);
  return contents.map((content) => blockOf(walk.ctx, content));
};

/** Every leaf below an item, in order (a folder inside a task is flattened into it). */
const allBlocks = async (walk: Walk, place: string, item: CartridgeItem): Promise<ContentBlock[]> => {
  if (item.ref !== undefined) return leafBlocks(walk, `${place}${quoted(item.title)}`, item);
  const blocks: ContentBlock[] = [];
  for (const child of item.children) blocks.push(...(await allBlocks(walk, `${place} › `, child)));
  return blocks;
};

const newLesson = (walk: Walk, name: string, blocks: ContentBlock[], tasks: TaskSnapshot[]): LessonSnapshot =>
  packageLesson(walk.ctx.nextId(), name, blocks, tasks);

/**
 * A lesson from an item of a section: a leaf is a lesson of its resource's blocks; a folder is a
 * lesson whose leaves are its blocks and whose sub-folders are its tasks (what our export writes);
 * an empty folder (Canvas's text header) an empty lesson.
 */
const lessonOf = async (
  walk: Walk,
  place: string,
  item: CartridgeItem,
  index: number,
): Promise<LessonSnapshot | undefined> => {
  const here = `${place} › Урок ${index + 1}${quoted(item.title)}`;
  if (item.ref !== undefined) {
    // A leaf whose resource gave nothing (a discussion, a missing resource) is no lesson: its report line says why.
    const blocks = await leafBlocks(walk, here, item);
    return blocks.length === 0 ? undefined : newLesson(walk, item.title, blocks, []);
  }
  const blocks: ContentBlock[] = [];
  const tasks: TaskSnapshot[] = [];
  for (const child of item.children) {
    if (child.ref !== undefined) blocks.push(...(await leafBlocks(walk, `${here} › ${child.title}`, child)));
    else
      tasks.push({
        taskID: walk.ctx.nextId(),
        name: child.title,
        taskContent: await allBlocks(walk, `${here} › Задание${quoted(child.title)}`, child),
      });
  }
  return newLesson(walk, item.title, blocks, tasks);
};

const moduleOf = async (walk: Walk, items: ReadonlyArray<CartridgeItem>, name: string, index: number) => {
  const place = `Раздел ${index + 1}${quoted(name)}`;
  const lessons: LessonSnapshot[] = [];
  for (const [i, item] of items.entries()) {
    const lesson = await lessonOf(walk, place, item, i);
    if (lesson !== undefined) lessons.push(lesson);
  }
  return { moduleID: walk.ctx.nextId(), moduleName: name, lessons };
};

/**
 * The organization as sections: a top-level folder is a section; top-level leaves next to each
 * other make one section named «Без раздела».
 */
const modulesOf = async (walk: Walk): Promise<ModuleSnapshot[]> => {
  const modules: ModuleSnapshot[] = [];
  let loose: CartridgeItem[] = [];
  const flush = async () => {
    if (loose.length === 0) return;
    modules.push(await moduleOf(walk, loose, CARTRIDGE_MESSAGES.defaultModule, modules.length));
    loose = [];
  };
  for (const item of walk.manifest.items) {
    if (item.ref !== undefined) {
      loose.push(item);
      continue;
    }
    await flush();
    modules.push(await moduleOf(walk, item.children, item.title, modules.length));
  }
  await flush();
  return modules;
};

/** Resources no item uses (and no used resource depends on, and no page shows), reported by their main file. */
const reportUnused = (walk: Walk): void => {
  const pictures = new Set(walk.ctx.uses.keys());
  for (const resource of walk.manifest.resources.values()) {
    if (walk.used.has(resource.identifier) || walk.used.has(resource.variantOf ?? "")) continue;
    const path = resource.href ?? resource.files[0] ?? resource.identifier;
    if (pictures.has(path)) continue;
    const canvas = path.startsWith("course_settings/");
    skip(walk.ctx, path, canvas ? CARTRIDGE_MESSAGES.canvasSettings : CARTRIDGE_MESSAGES.unusedResource);
  }
};

/** IMS Common Cartridge 1.0–1.3: imsmanifest.xml at the package's root. */
export const convertCartridge = async (files: PackageFiles): Promise<ConvertedPackage> => {
  if (!files.paths.includes(MANIFEST)) throw new PackageRefused(PACKAGE_MESSAGES.noManifest);
  const manifest = readManifest(parseXml(utf8(await files.read(MANIFEST)), MANIFEST));
  const walk: Walk = { ctx: newContext(files), manifest, used: new Set() };
  const moduleList = await modulesOf(walk);
  reportUnused(walk);
  const body = emptyCourseBody("import", manifest.title || IMPORT_MESSAGES.defaultName);
  return {
    document: {
      format: EXPORT_FORMAT,
      format_version: EXPORT_FORMAT_VERSION,
      exported_at: new Date(0).toISOString(),
      course: { ...body, moduleList },
    },
    files: [...walk.ctx.uses.values()],
    skipped: walk.ctx.skipped,
  };
};

export const cartridgeConverter: PackageConverter = {
  accepts: (files) => files.paths.includes(MANIFEST),
  convert: convertCartridge,
};
