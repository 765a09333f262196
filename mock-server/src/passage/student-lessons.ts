import type { CourseBody } from "@app/domain/api/course-content";
import type { LastLesson, Progress } from "@app/domain/api/passage";
import type { LessonStatus } from "@app/domain/course/structure";
import { PASSAGE_MESSAGES } from "@app/domain/validation/messages";
import { HttpError } from "../http/http-error";
import type { DbData } from "../store/db-schema";
import type { LessonProgressRecord } from "../store/platform-records";
import { isLessonComplete, type LessonFacts } from "@app/domain/passage/completion";
import { courseStudyStatus, type StudyStatus } from "@app/domain/passage/study-status";
import { lessonsOf, type LessonRef } from "./course-walk";
import { courseFacts, lessonFacts } from "./lesson-facts";
import { courseProgressOf, progressLessons } from "./course-progress";

/** A student's recorded statistics of one lesson, if he has touched it. */
export const progressOf = (
  db: DbData,
  courseId: number,
  userId: number,
  lessonID: string,
): LessonProgressRecord | undefined =>
  db.lessonProgress.find((p) => p.course_id === courseId && p.user_id === userId && p.lesson_id === lessonID);

/** SPEC §3 lesson status by the completion rule: completed, else in_progress once touched, else not_started. */
export const statusOf = (facts: LessonFacts): LessonStatus =>
  isLessonComplete(facts)
    ? "completed"
    : facts.started || facts.blocks.some((b) => b.done)
      ? "in_progress"
      : "not_started";

/** The lesson before this one in course order, when consecutiveAppearance keeps this one closed until it is complete. */
export const lockingLesson = (
  db: DbData,
  body: CourseBody,
  courseId: number,
  userId: number,
  ref: LessonRef,
): LessonRef | null => {
  if (!body.settings.actions.consecutiveAppearance || ref.index === 0) return null;
  const previous = lessonsOf(body)[ref.index - 1];
  return previous !== undefined && !isLessonComplete(lessonFacts(db, courseId, userId, previous.lesson))
    ? previous
    : null;
};

/** consecutiveAppearance: a lesson opens once the lesson before it (in course order) is complete. */
export const isLocked = (db: DbData, body: CourseBody, courseId: number, userId: number, ref: LessonRef): boolean =>
  lockingLesson(db, body, courseId, userId, ref) !== null;

/** The passage's progress figure, from the one home of a student's progress (course-progress.ts). */
export const progressIn = (db: DbData, body: CourseBody, courseId: number, userId: number): Progress => {
  const figure = courseProgressOf(db, progressLessons(body), courseId, userId);
  return { completedLessonsAmount: figure.completed, lessonsAmount: figure.total, progress: figure.percent };
};

/** The student's status in the course, in the one vocabulary (domain/passage/study-status). */
export const studyStatusIn = (db: DbData, body: CourseBody, courseId: number, userId: number): StudyStatus =>
  courseStudyStatus(courseFacts(db, body, courseId, userId));

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
