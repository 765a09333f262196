import type { CourseBody } from "@app/domain/api/course-content";
import type { LastLesson, Progress } from "@app/domain/api/passage";
import type { LessonStatus } from "@app/domain/course/structure";
import { PASSAGE_MESSAGES } from "@app/domain/validation/messages";
import { HttpError } from "../http/http-error";
import type { DbData } from "../store/db-schema";
import type { LessonProgressRecord } from "../store/platform-records";
import { lessonsOf, type LessonRef } from "./course-walk";

/** A student's recorded statistics of one lesson, if he has touched it. */
export const progressOf = (
  db: DbData,
  courseId: number,
  userId: number,
  lessonID: string,
): LessonProgressRecord | undefined =>
  db.lessonProgress.find((p) => p.course_id === courseId && p.user_id === userId && p.lesson_id === lessonID);

/** not_started until start_date, completed once end_date is set. */
export const statusOf = (record: LessonProgressRecord | undefined): LessonStatus =>
  record?.end_date != null ? "completed" : record?.start_date != null ? "in_progress" : "not_started";

/** consecutiveAppearance: a lesson opens once the lesson before it (in course order) is completed. */
export const isLocked = (db: DbData, body: CourseBody, courseId: number, userId: number, ref: LessonRef): boolean => {
  if (!body.settings.actions.consecutiveAppearance || ref.index === 0) return false;
  const previous = lessonsOf(body)[ref.index - 1];
  return previous !== undefined && statusOf(progressOf(db, courseId, userId, previous.lesson.lessonID)) !== "completed";
};

export const progressIn = (db: DbData, body: CourseBody, courseId: number, userId: number): Progress => {
  const lessons = lessonsOf(body);
  const completed = lessons.filter(
    (ref) => statusOf(progressOf(db, courseId, userId, ref.lesson.lessonID)) === "completed",
  ).length;
  return {
    completedLessonsAmount: completed,
    lessonsAmount: lessons.length,
    progress: lessons.length === 0 ? 0 : Math.round((completed / lessons.length) * 100),
  };
};

/** The lesson started most recently (ties: the later one in the course). */
export const lastLessonIn = (
  db: DbData,
  body: CourseBody,
  courseId: number,
  userId: number,
): typeof LastLesson.Type => {
  let best: { ref: LessonRef; at: string } | null = null;
  for (const ref of lessonsOf(body)) {
    const at = progressOf(db, courseId, userId, ref.lesson.lessonID)?.start_date;
    if (at != null && (best === null || at >= best.at)) best = { ref, at };
  }
  return best === null
    ? null
    : {
        moduleID: best.ref.moduleID,
        lessonID: best.ref.lesson.lessonID,
        lessonName: best.ref.lesson.lessonName,
        lessonIndex: best.ref.index,
      };
};

/** Whether the student has started any lesson of the course. */
export const hasStarted = (db: DbData, courseId: number, userId: number): boolean =>
  db.lessonProgress.some((p) => p.course_id === courseId && p.user_id === userId && p.start_date !== null);

/** 409 for a lesson that consecutiveAppearance keeps closed. Checked inside the update. */
export const refuseLocked = (db: DbData, body: CourseBody, courseId: number, userId: number, ref: LessonRef): void => {
  if (isLocked(db, body, courseId, userId, ref)) throw new HttpError(409, PASSAGE_MESSAGES.lessonLocked);
};
