import * as Schema from "effect/Schema";
import { isCourseComplete, isLessonAwaitingReview, isLessonComplete, type LessonFacts } from "./completion";

/**
 * One vocabulary of a student's status in a lesson or a course (issue #23): the server sends the
 * code, every screen shows `studyStatusLabel` of it.
 */
export const StudyStatus = Schema.Literals(["notStarted", "inProgress", "onReview", "needsWork", "completed"]);
export type StudyStatus = typeof StudyStatus.Type;

const LABELS: Readonly<Record<StudyStatus, string>> = {
  notStarted: "Не начат",
  inProgress: "В процессе",
  onReview: "На проверке",
  needsWork: "На доработке",
  completed: "Завершён",
};

export const studyStatusLabel = (status: StudyStatus): string => LABELS[status];

const isTouched = (lesson: LessonFacts): boolean => lesson.started || lesson.blocks.some((b) => b.done);

/**
 * A lesson: `Завершён` by the completion rule; `На доработке` when a task of it was sent back;
 * `На проверке` when all is sent and a task waits for the teacher; `В процессе` once started.
 */
export const lessonStudyStatus = (lesson: LessonFacts): StudyStatus => {
  if (isLessonComplete(lesson)) return "completed";
  if (lesson.blocks.some((b) => b.reviewed && b.review === "needsWork")) return "needsWork";
  if (isLessonAwaitingReview(lesson)) return "onReview";
  return isTouched(lesson) ? "inProgress" : "notStarted";
};

/**
 * A course: `Завершён` when every lesson is; `На доработке` when any lesson is; `На проверке` when
 * every lesson not complete waits for the teacher; `В процессе` once any lesson is started.
 */
export const courseStudyStatus = (lessons: ReadonlyArray<LessonFacts>): StudyStatus => {
  if (isCourseComplete(lessons)) return "completed";
  const statuses = lessons.map(lessonStudyStatus);
  if (statuses.includes("needsWork")) return "needsWork";
  if (statuses.includes("onReview") && statuses.every((s) => s === "onReview" || s === "completed")) return "onReview";
  return statuses.some((s) => s !== "notStarted") ? "inProgress" : "notStarted";
};
