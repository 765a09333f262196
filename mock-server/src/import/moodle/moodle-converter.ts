import { EXPORT_FORMAT, EXPORT_FORMAT_VERSION } from "@app/domain/api/authoring";
import { emptyCourseBody, type CourseBody } from "@app/domain/api/course-content";
import type { LessonSnapshot, ModuleSnapshot } from "@app/domain/course/course-snapshot";
import { shortened } from "@app/domain/course/problem-place";
import type { ContentBlock } from "@app/domain/course/structure";
import { packageLesson, type ConvertedPackage } from "../converted-package";
import { PackageRefused, type PackageFiles } from "../package-files";
import { PACKAGE_MESSAGES } from "../package-messages";
import type { ArchiveReader, PackageConverter } from "../package-formats";
import { childNamed, type XmlElement } from "../xml";
import { ACTIVITY_CONVERTERS } from "./activity-content";
import { readBackupFiles } from "./backup-files";
import { readBackupIndex, type BackupActivity } from "./backup-index";
import { readBackupXml } from "./backup-xml";
import { skip, type MoodleContext } from "./moodle-context";
import { MOODLE_MESSAGES } from "./moodle-messages";
import { richText } from "./moodle-text";
import { moduleWord } from "./moodle-words";
import { readQuestionBank } from "./question-bank";
import { textBlocks } from "./text-blocks";
import { looksLikeGzip, readTarGz } from "./tar-package";

type SectionPlan = {
  readonly sectionId: string;
  readonly name: string;
  readonly summary: string;
  readonly summaryFormat: string;
  readonly activities: ReadonlyArray<BackupActivity>;
};

const lessonOf = (
  ctx: MoodleContext,
  name: string,
  blocks: ContentBlock[],
  tasks: LessonSnapshot["tasks"],
): LessonSnapshot => packageLesson(ctx.nextId(), name, blocks, tasks);

/** An activity's own XML; a malformed one leaves that activity out (reported), entities still refuse the package. */
const readActivityXml = async (ctx: MoodleContext, path: string): Promise<XmlElement | undefined> => {
  try {
    return await readBackupXml(ctx.files, path);
  } catch (error) {
    if (error instanceof PackageRefused && error.message === PACKAGE_MESSAGES.badXml(path)) return undefined;
    throw error;
  }
};

/** One activity as a lesson named after it, or nothing (reported) when the course has no counterpart or it holds nothing. */
const activityLesson = async (
  ctx: MoodleContext,
  sectionPlace: string,
  activity: BackupActivity,
): Promise<LessonSnapshot | undefined> => {
  const { moduleName, directory } = activity;
  const place = `${sectionPlace} › ${moduleWord(moduleName)}${activity.title.trim() === "" ? "" : ` «${shortened(activity.title.trim())}»`}`;
  // Own keys only: a backup's module name is untrusted (`constructor` is no converter).
  const convert = Object.hasOwn(ACTIVITY_CONVERTERS, moduleName) ? ACTIVITY_CONVERTERS[moduleName] : undefined;
  if (convert === undefined) {
    skip(ctx, place, MOODLE_MESSAGES.unsupportedActivity(moduleName));
    return undefined;
  }
  const path = `${directory}/${moduleName}.xml`;
  const root = await readActivityXml(ctx, path);
  const element = childNamed(root, moduleName);
  if (root === undefined || element === undefined) {
    skip(ctx, place, MOODLE_MESSAGES.unreadable(path));
    return undefined;
  }
  const name = (childNamed(element, "name")?.text ?? "").trim() || activity.title.trim();
  const reported = ctx.skipped.length;
  const content = await convert(ctx, {
    module: moduleName,
    element,
    contextId: root.attrs.contextid ?? "",
    name,
    place,
  });
  if (content.blocks.length === 0 && content.tasks.length === 0) {
    if (ctx.skipped.length === reported) skip(ctx, place, MOODLE_MESSAGES.emptyText);
    return undefined;
  }
  return lessonOf(ctx, name, content.blocks, content.tasks);
};

const sectionModule = async (
  ctx: MoodleContext,
  plan: SectionPlan,
  number: number,
  courseContextId: string,
): Promise<ModuleSnapshot> => {
  const place = `Раздел ${number} «${shortened(plan.name)}»`;
  const lessons: LessonSnapshot[] = [];
  const summary = await textBlocks(ctx, {
    raw: plan.summary,
    format: plan.summaryFormat,
    contextId: courseContextId,
    component: "course",
    area: "section",
    itemId: plan.sectionId,
    place,
  });
  if (summary.length > 0) lessons.push(lessonOf(ctx, MOODLE_MESSAGES.sectionSummary, summary, []));
  for (const activity of plan.activities) {
    const lesson = await activityLesson(ctx, place, activity);
    if (lesson !== undefined) lessons.push(lesson);
  }
  return { moduleID: ctx.nextId(), moduleName: plan.name, lessons };
};

/**
 * A Moodle backup (2.x–4.x; a course, section or activity backup) as our export document: each
 * section a course section, each activity a lesson named after it (docs/decisions/import-export.md,
 * "Moodle: Structure"); what has no counterpart is reported with its place, never dropped.
 */
export const convertMoodleBackup = async (files: PackageFiles): Promise<ConvertedPackage> => {
  const index = await readBackupIndex(files);
  let counter = 0;
  const ctx: MoodleContext = {
    files,
    backupFiles: await readBackupFiles(files),
    bank: await readQuestionBank(files),
    skipped: [],
    uses: new Map(),
    nextId: () => `moodle-${++counter}`,
  };
  // A section with nothing in it, not even a name of its own (Moodle makes a few such), is not brought over.
  const plans: SectionPlan[] = index.sections
    .filter((s) => s.activities.length > 0 || s.name !== "" || richText(s.summary, s.summaryFormat) !== "")
    .map((s) => ({ ...s, name: s.name || MOODLE_MESSAGES.defaultSection(s.number) }));
  if (index.loose.length > 0)
    plans.push({
      sectionId: "",
      name: MOODLE_MESSAGES.looseSection,
      summary: "",
      summaryFormat: "1",
      activities: index.loose,
    });
  const moduleList: ModuleSnapshot[] = [];
  for (const plan of plans)
    moduleList.push(await sectionModule(ctx, plan, moduleList.length + 1, index.courseContextId));
  const base = emptyCourseBody("moodle", index.courseName);
  const description = richText(index.courseSummary, "1");
  const course: CourseBody = {
    ...base,
    additional:
      description === ""
        ? base.additional
        : { ...base.additional, description: { value: description, format: "html" } },
    moduleList,
  };
  return {
    document: { format: EXPORT_FORMAT, format_version: EXPORT_FORMAT_VERSION, exported_at: index.backupDate, course },
    files: [...ctx.uses.values()],
    skipped: ctx.skipped,
  };
};

/** Moodle's default backup archive since 2.6 (an older or zip-set backup is a zip: the zip reader takes it). */
export const tarGzReader: ArchiveReader = { accepts: looksLikeGzip, read: readTarGz };

/** A Moodle backup: moodle_backup.xml at the top of the archive. */
export const moodleConverter: PackageConverter = {
  accepts: (files) => files.paths.includes("moodle_backup.xml"),
  convert: convertMoodleBackup,
};
