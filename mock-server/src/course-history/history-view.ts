import { emptyCourseBody, type CourseBody } from "@app/domain/api/course-content";
import type { CourseRecord } from "@app/domain/api/courses";
import type { VersionEntry } from "@app/domain/course-history/history-entry";
import type { DbData } from "../store/db-schema";
import { HttpError } from "../http/http-error";
import type { CourseHistoryRecord, VersionRecord } from "./history-record";
import { indexOfVersion, openVersion } from "./open-version";
import { baselineHistory, historyOf } from "./record-version";
import { contentOfCourse, userById } from "../store/lookups";

/** GUIDE §1 404 of a version the course's history does not hold. */
export const VERSION_NOT_FOUND = "Версия не найдена";

/** The course's history; a course with none yet has its first version only (not written until a save). */
export const courseHistory = (db: DbData, course: CourseRecord): CourseHistoryRecord =>
  historyOf(db, course.id) ?? baselineHistory(db, course);

export const draftOf = (db: DbData, course: CourseRecord): CourseBody =>
  contentOfCourse(db.courseContents, course.id)?.draft ?? emptyCourseBody(String(course.id), course.name);

export const publishedOf = (db: DbData, course: CourseRecord): CourseBody | null =>
  contentOfCourse(db.courseContents, course.id)?.published ?? null;

/** The newest version: what the course's content is now (a save of settings alone makes none). */
export const latestVersion = (history: CourseHistoryRecord): number | null => history.records.at(-1)?.version ?? null;

/** The newest published version, or null when the course was never published (or only before its history). */
export const publishedVersion = (history: CourseHistoryRecord): number | null =>
  history.published.length === 0 ? null : Math.max(...history.published);

const authorOf = (db: DbData, id: number | null): VersionEntry["author"] => {
  const user = id === null ? undefined : userById(db.users, id);
  if (user === undefined) return null;
  return { id: user.id, name: user.profile.name ?? "", surname: user.profile.surname ?? "", email: user.email };
};

export const versionEntry = (db: DbData, history: CourseHistoryRecord, record: VersionRecord): VersionEntry => ({
  version: record.version,
  saved_at: record.saved_at,
  author: authorOf(db, record.author_id),
  kind: record.kind,
  summary: [...record.summary],
  published: history.published.includes(record.version),
  restored_from: record.restored_from,
  changed: {
    modules: [...record.changed.modules],
    lessons: [...record.changed.lessons],
    tasks: [...record.changed.tasks],
    blocks: [...record.changed.blocks],
  },
  ...(record.name === undefined ? {} : { name: record.name }),
});

/** The versions newest first, those that changed the section / the lesson when asked. */
export const listedRecords = (
  history: CourseHistoryRecord,
  filter: { readonly section?: string; readonly lesson?: string },
): VersionRecord[] => {
  const out: VersionRecord[] = [];
  for (let i = history.records.length - 1; i >= 0; i -= 1) {
    const record = history.records[i];
    if (record === undefined) continue;
    if (filter.section !== undefined && !record.changed.modules.includes(filter.section)) continue;
    if (filter.lesson !== undefined && !record.changed.lessons.includes(filter.lesson)) continue;
    out.push(record);
  }
  return out;
};

/** A version's record (the session's that took it in) and its course, or 404 `Версия не найдена`. */
export const versionOr404 = (
  history: CourseHistoryRecord,
  version: number,
): { readonly record: VersionRecord; readonly course: CourseBody } => {
  const record = history.records[indexOfVersion(history.records, version)];
  const course = record === undefined ? undefined : openVersion(history.course_id, history.records, version);
  if (record === undefined || course === undefined) throw new HttpError(404, VERSION_NOT_FOUND);
  return { record, course };
};
