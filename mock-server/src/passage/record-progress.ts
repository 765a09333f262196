import { castDraft, type Draft } from "immer";
import type { CourseBody } from "@app/domain/api/course-content";
import { isCourseComplete, isLessonComplete } from "@app/domain/passage/completion";
import type { DbDraft } from "../store/store";
import { nextId } from "../store/next-id";
import { studentRecords } from "../store/lookups";
import type { LessonProgressRecord } from "../store/platform-records";
import { blocksOf, type LessonRef } from "./course-walk";
import { courseFacts, lessonFacts } from "./lesson-facts";
import { issueIfEarned } from "../certificates/issue-certificate";

/** `silent`: the demo seed's passages, which tell nobody (issue #35). */
type Who = { readonly courseId: number; readonly userId: number; readonly now: string; readonly silent?: boolean };

/** The student's statistics of the lesson, created on first touch; start_date is set only if not set (SPEC §4). */
export const startLesson = (db: DbDraft, who: Who, ref: LessonRef): Draft<LessonProgressRecord> => {
  let record = db.lessonProgress.find(
    (p) => p.course_id === who.courseId && p.user_id === who.userId && p.lesson_id === ref.lesson.lessonID,
  );
  if (record === undefined) {
    record = castDraft({
      id: nextId(db, "lessonProgress"),
      course_id: who.courseId,
      user_id: who.userId,
      module_id: ref.moduleID,
      lesson_id: ref.lesson.lessonID,
      start_date: who.now,
      end_date: null,
      blocks: blocksOf(ref.lesson).map((b) => ({ id: b.block.contentBlockID, completed: false })),
    });
    db.lessonProgress.push(record);
  }
  if (record.start_date === null) record.start_date = who.now;
  finishIfDone(db, who, ref, record);
  return record;
};

/** Marks a block completed (idempotent), then finishes the lesson and the course when everything is done. */
export const completeBlock = (
  db: DbDraft,
  who: Who,
  ref: LessonRef,
  blockID: string,
  body: CourseBody,
): Draft<LessonProgressRecord> => {
  const record = startLesson(db, who, ref);
  const entry = record.blocks.find((b) => b.id === blockID);
  if (entry === undefined) record.blocks.push({ id: blockID, completed: true });
  else entry.completed = true;
  finishIfDone(db, who, ref, record);
  finishCourseIfDone(db, who, body);
  return record;
};

/**
 * The lesson's end_date once it is complete by the domain's rule (its blocks done, its free tasks
 * accepted): set when it becomes complete, cleared if it no longer is.
 */
export const finishIfDone = (db: DbDraft, who: Who, ref: LessonRef, record: Draft<LessonProgressRecord>): void => {
  const complete = isLessonComplete(lessonFacts(db, who.courseId, who.userId, ref.lesson));
  if (complete && record.end_date === null) record.end_date = who.now;
  if (!complete && record.end_date !== null) record.end_date = null;
};

/** The enrolment's completed_at, once every lesson of the course is complete by the domain's rule. */
export const finishCourseIfDone = (db: DbDraft, who: Who, body: CourseBody): void => {
  const enrolment = studentRecords(db.enrolments, who.courseId, who.userId)[0];
  if (enrolment === undefined) return;
  const lessons = enrolment.completed_at === null ? courseFacts(db, body, who.courseId, who.userId) : undefined;
  if (lessons !== undefined && isCourseComplete(lessons)) enrolment.completed_at = who.now;
  // Issue #36: the certificate in the same update as the step that earns it (a retaken test may, later).
  issueIfEarned(db, who, body, lessons);
};

/** A teacher's verdict on a free task: the lesson and the course are settled again (accepted may complete them). */
export const settleAfterReview = (db: DbDraft, who: Who, ref: LessonRef, body: CourseBody): void => {
  const record = studentRecords(db.lessonProgress, who.courseId, who.userId).find(
    (p) => p.lesson_id === ref.lesson.lessonID,
  );
  if (record !== undefined) finishIfDone(db, who, ref, record);
  finishCourseIfDone(db, who, body);
};
