import { castDraft, type Draft } from "immer";
import type { CourseBody } from "@app/domain/api/course-content";
import { isCourseFinished, isLessonFinished } from "@app/domain/passage/completion";
import type { DbDraft } from "../store/store";
import { nextId } from "../store/next-id";
import type { LessonProgressRecord } from "../store/platform-records";
import { blocksOf, lessonsOf, type LessonRef } from "./course-walk";

type Who = { readonly courseId: number; readonly userId: number; readonly now: string };

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

/** The lesson's end_date once it is finished by the domain's rule (`isLessonFinished`). */
const finishIfDone = (db: DbDraft, who: Who, ref: LessonRef, record: Draft<LessonProgressRecord>): void => {
  if (record.end_date !== null) return;
  if (
    isLessonFinished(
      blocksOf(ref.lesson).map((b) => b.block.contentBlockID),
      record.blocks,
    )
  ) {
    const draft = db.lessonProgress.find((p) => p.id === record.id);
    if (draft !== undefined) draft.end_date = who.now;
  }
};

/** The enrolment's completed_at, once every lesson of the course is completed. */
export const finishCourseIfDone = (db: DbDraft, who: Who, body: CourseBody): void => {
  const enrolment = db.enrolments.find((e) => e.course_id === who.courseId && e.user_id === who.userId);
  if (enrolment === undefined || enrolment.completed_at !== null) return;
  const lessons = lessonsOf(body);
  const ended = (lessonID: string): boolean =>
    db.lessonProgress.some(
      (p) =>
        p.course_id === who.courseId && p.user_id === who.userId && p.lesson_id === lessonID && p.end_date !== null,
    );
  if (
    isCourseFinished(
      lessons.map((ref) => ref.lesson.lessonID),
      ended,
    )
  )
    enrolment.completed_at = who.now;
};
