import type { CourseBody } from "@app/domain/api/course-content";
import type { CardStatus } from "@app/domain/api/authoring";
import { sameContent } from "@app/domain/course-history/content-only";
import type { CourseRecord } from "@app/domain/api/courses";
import type { DbData } from "../store/db-schema";
import type { CourseContentRecord } from "../store/platform-records";
import { enrolmentsOfCourse } from "../store/lookups";

/** Small facts about a course that several authoring answers share. */

export const lessonsCount = (body: CourseBody): number => body.moduleList.reduce((sum, m) => sum + m.lessons.length, 0);

export const studentsCount = (db: DbData, courseId: number): number =>
  enrolmentsOfCourse(db.enrolments, courseId).length;

/**
 * SPEC card status: `Опубликован` when the published copy holds the draft's content, else `Изменения
 * не опубликованы`. The settings are not compared: a save writes them to the published copy at once
 * (issue #29), so they are never unpublished changes.
 */
export const cardStatus = (course: CourseRecord, content: CourseContentRecord | undefined): CardStatus => {
  if (course.status !== "published" || content === undefined || content.published === null)
    return "changes_not_published";
  return sameContent(content.draft, content.published) ? "published" : "changes_not_published";
};

/** The catalogue category of a course body: its category id when that is a known category. */
export const categoryIdOf = (db: DbData, body: CourseBody): number | null => {
  const id = body.general.category?.id;
  if (id === undefined || !/^\d{1,15}$/.test(id)) return null;
  return db.categories.find((c) => c.id === Number(id))?.id ?? null;
};
