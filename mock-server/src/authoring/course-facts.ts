import type { CourseBody } from "@app/domain/api/course-content";
import type { CardStatus } from "@app/domain/api/authoring";
import type { CourseRecord } from "@app/domain/api/courses";
import type { DbData } from "../store/db-schema";
import type { CourseContentRecord } from "../store/platform-records";

/** Small facts about a course that several authoring answers share. */

export const lessonsCount = (body: CourseBody): number => body.moduleList.reduce((sum, m) => sum + m.lessons.length, 0);

export const studentsCount = (db: DbData, courseId: number): number =>
  db.enrolments.filter((e) => e.course_id === courseId).length;

/** A stable text of a value (keys sorted), to compare the draft with the published copy. */
export const stableText = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(stableText).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableText(Reflect.get(value, k))}`)
      .join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
};

/** SPEC card status: `Опубликован` when the published copy is the draft, else `Изменения не опубликованы`. */
export const cardStatus = (course: CourseRecord, content: CourseContentRecord | undefined): CardStatus => {
  if (course.status !== "published" || content === undefined || content.published === null)
    return "changes_not_published";
  return stableText(content.draft) === stableText(content.published) ? "published" : "changes_not_published";
};

/** The catalogue category of a course body: its category id when that is a known category. */
export const categoryIdOf = (db: DbData, body: CourseBody): number | null => {
  const id = body.general.category?.id;
  if (id === undefined || !/^\d{1,15}$/.test(id)) return null;
  return db.categories.find((c) => c.id === Number(id))?.id ?? null;
};
