import { PackageRefused, type PackageFiles } from "../package-files";
import { childNamed, childrenNamed, type XmlElement } from "../xml";
import { fieldOf, numberOf, readBackupXml } from "./backup-xml";
import { MOODLE_MESSAGES } from "./moodle-messages";

/** An activity as moodle_backup.xml lists it (`modulename`: page, quiz, forum…). */
export type BackupActivity = {
  readonly moduleId: string;
  readonly sectionId: string;
  readonly moduleName: string;
  readonly title: string;
  readonly directory: string;
};

/** A course section: its name ("" when Moodle's default), summary (HTML) and activities in order. */
export type BackupSection = {
  readonly sectionId: string;
  readonly number: number;
  readonly name: string;
  readonly summary: string;
  readonly summaryFormat: string;
  readonly activities: ReadonlyArray<BackupActivity>;
};

export type BackupIndex = {
  readonly courseName: string;
  /** The course's context: its sections' pictures are files of it. */
  readonly courseContextId: string;
  /** When the backup was made (ISO 8601; the epoch when it does not say). */
  readonly backupDate: string;
  readonly courseSummary: string;
  readonly sections: ReadonlyArray<BackupSection>;
  /** Activities whose section the backup does not hold (an activity backup has no sections). */
  readonly loose: ReadonlyArray<BackupActivity>;
};

const activityOf = (element: XmlElement): BackupActivity => ({
  moduleId: fieldOf(element, "moduleid"),
  sectionId: fieldOf(element, "sectionid"),
  moduleName: fieldOf(element, "modulename"),
  title: fieldOf(element, "title"),
  directory: fieldOf(element, "directory"),
});

/** The section's activities in the course page's order (`sequence`), then any the sequence does not name. */
const ordered = (sequence: string, activities: ReadonlyArray<BackupActivity>): BackupActivity[] => {
  const byId = new Map(activities.map((a) => [a.moduleId, a]));
  const named = sequence
    .split(",")
    .map((id) => byId.get(id.trim()))
    .filter((a): a is BackupActivity => a !== undefined);
  return [...named, ...activities.filter((a) => !named.includes(a))];
};

const sectionOf = async (
  files: PackageFiles,
  entry: XmlElement,
  activities: ReadonlyArray<BackupActivity>,
): Promise<BackupSection> => {
  const sectionId = fieldOf(entry, "sectionid");
  const directory = fieldOf(entry, "directory");
  const xml = await readBackupXml(files, `${directory}/section.xml`);
  const own = activities.filter((a) => a.sectionId === sectionId);
  const number = Number(fieldOf(xml, "number"));
  return {
    sectionId,
    number: Number.isFinite(number) ? number : 0,
    name: fieldOf(xml, "name").trim(),
    summary: fieldOf(xml, "summary"),
    summaryFormat: fieldOf(xml, "summaryformat"),
    activities: ordered(fieldOf(xml, "sequence"), own),
  };
};

/**
 * What moodle_backup.xml says the backup holds (a course, a section or an activity backup alike):
 * the course's name, its sections in their numbers' order with their activities in the page's
 * order (section.xml `sequence`), and the course summary (course/course.xml).
 */
export const readBackupIndex = async (files: PackageFiles): Promise<BackupIndex> => {
  const root = await readBackupXml(files, "moodle_backup.xml");
  if (root === undefined) throw new PackageRefused(MOODLE_MESSAGES.noBackupXml);
  const information = childNamed(root, "information");
  const contents = childNamed(information, "contents");
  const activities = childrenNamed(childNamed(contents, "activities"), "activity").map(activityOf);
  const entries = childrenNamed(childNamed(contents, "sections"), "section");
  const sections = (await Promise.all(entries.map((entry) => sectionOf(files, entry, activities)))).sort(
    (a, b) => a.number - b.number,
  );
  const held = new Set(sections.map((s) => s.sectionId));
  const course = await readBackupXml(files, "course/course.xml");
  return {
    courseName: (fieldOf(course, "fullname") || fieldOf(information, "original_course_fullname")).trim(),
    backupDate: new Date((numberOf(information, "backup_date") ?? 0) * 1000).toISOString(),
    courseContextId: course?.attrs.contextid ?? fieldOf(information, "original_course_contextid"),
    courseSummary: fieldOf(course, "summary"),
    sections,
    loose: activities.filter((a) => !held.has(a.sectionId)),
  };
};
