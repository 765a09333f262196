import type { CourseBody } from "@app/domain/api/course-content";
import type { LessonSnapshot } from "@app/domain/course/course-snapshot";
import {
  completedLessons,
  lessonFactsOf,
  progressPercent,
  type LessonBlockRef,
  type LessonFacts,
} from "@app/domain/passage/completion";
import type { DbData } from "../store/db-schema";
import { studentRecords } from "../store/lookups";
import type { LessonProgressRecord, SubmissionRecord } from "../store/platform-records";
import { blocksOf, lessonsOf } from "./course-walk";

/**
 * The one home of "a student's progress in a course" on the server (issue #39 row 1): the student's
 * records → the domain's completion facts → completedLessons / progressPercent. The passage, the
 * statistics, the classmates and the rating answers all read their figure here.
 */

/** A lesson as the completion rule reads it: its id, and its blocks (free tasks are checked by a teacher). */
export type ProgressLesson = { readonly lessonId: string; readonly blocks: ReadonlyArray<LessonBlockRef> };

/** One student's records in one course that the rule reads. */
export type StudentWork = {
  readonly lessonProgress: ReadonlyArray<LessonProgressRecord>;
  readonly submissions: ReadonlyArray<SubmissionRecord>;
};

export type CourseProgress = {
  readonly completed: number;
  readonly total: number;
  /** Percent of complete lessons, rounded by the domain's rule. */
  readonly percent: number;
  /** Each lesson's facts, in course order. */
  readonly lessons: ReadonlyArray<{ readonly lessonId: string; readonly facts: LessonFacts }>;
};

/** One lesson of a course body as the rule reads it. */
export const progressLesson = (lesson: LessonSnapshot): ProgressLesson => ({
  lessonId: lesson.lessonID,
  blocks: blocksOf(lesson).map(({ block }) => ({
    id: block.contentBlockID,
    reviewed: block.content._tag === "freeTask",
  })),
});

/** The lessons of a course body in course order, as the rule reads them; none without a body. */
export const progressLessons = (body: CourseBody | null): ReadonlyArray<ProgressLesson> =>
  body === null ? [] : lessonsOf(body).map(({ lesson }) => progressLesson(lesson));

/** The student's records of the course by index (store/lookups.ts): his records, never the course's. */
export const studentWork = (db: DbData, courseId: number, userId: number): StudentWork => ({
  lessonProgress: studentRecords(db.lessonProgress, courseId, userId),
  submissions: studentRecords(db.submissions, courseId, userId),
});

/** The review status of each free task the student sent, by block (the latest record wins). */
const reviewsOf = (work: StudentWork): ReadonlyMap<string, SubmissionRecord["status"]> =>
  new Map(work.submissions.map((s) => [s.block_id, s.status]));

const factsWith = (
  lesson: ProgressLesson,
  work: StudentWork,
  reviews: ReadonlyMap<string, SubmissionRecord["status"]>,
): LessonFacts =>
  lessonFactsOf(
    lesson.blocks,
    work.lessonProgress.find((p) => p.lesson_id === lesson.lessonId),
    (id) => reviews.get(id) ?? "none",
  );

/** The completion facts of one lesson from the student's records. */
export const lessonFactsIn = (lesson: ProgressLesson, work: StudentWork): LessonFacts =>
  factsWith(lesson, work, reviewsOf(work));

/** The student's progress over these lessons, from his records. */
export const progressFrom = (lessons: ReadonlyArray<ProgressLesson>, work: StudentWork): CourseProgress => {
  const reviews = reviewsOf(work);
  const facts = lessons.map((lesson) => ({ lessonId: lesson.lessonId, facts: factsWith(lesson, work, reviews) }));
  const completed = completedLessons(facts.map((l) => l.facts));
  return { completed, total: lessons.length, percent: progressPercent(completed, lessons.length), lessons: facts };
};

/** A student's progress in a course: compute `lessons` once per request when listing many students. */
export const courseProgressOf = (
  db: DbData,
  lessons: ReadonlyArray<ProgressLesson>,
  courseId: number,
  userId: number,
): CourseProgress => progressFrom(lessons, studentWork(db, courseId, userId));
