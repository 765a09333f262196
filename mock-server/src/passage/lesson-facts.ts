import type { CourseBody } from "@app/domain/api/course-content";
import type { LessonSnapshot } from "@app/domain/course/course-snapshot";
import { lessonFactsOf, type LessonBlockRef, type LessonFacts } from "@app/domain/passage/completion";
import type { DbData } from "../store/db-schema";
import { blocksOf, lessonsOf } from "./course-walk";
import { studentRecords } from "../store/lookups";

/** The blocks of a lesson as the completion rule sees them: a free task is checked by a teacher. */
export const lessonBlockRefs = (lesson: LessonSnapshot): ReadonlyArray<LessonBlockRef> =>
  blocksOf(lesson).map(({ block }) => ({ id: block.contentBlockID, reviewed: block.content._tag === "freeTask" }));

/** A student's facts of one lesson (domain/passage/completion), read from his records. */
export const lessonFacts = (db: DbData, courseId: number, userId: number, lesson: LessonSnapshot): LessonFacts => {
  // The student's own records by index (issue #34 part 7): a course with 10,000 works settles one in no time.
  const record = studentRecords(db.lessonProgress, courseId, userId).find((p) => p.lesson_id === lesson.lessonID);
  const reviews = new Map(
    studentRecords(db.submissions, courseId, userId)
      .filter((s) => s.lesson_id === lesson.lessonID)
      .map((s) => [s.block_id, s.status]),
  );
  return lessonFactsOf(lessonBlockRefs(lesson), record, (id) => reviews.get(id) ?? "none");
};

/** The facts of every lesson of the course, in course order. */
export const courseFacts = (
  db: DbData,
  body: CourseBody,
  courseId: number,
  userId: number,
): ReadonlyArray<LessonFacts> => lessonsOf(body).map((ref) => lessonFacts(db, courseId, userId, ref.lesson));
