import type { CourseBody } from "@app/domain/api/course-content";
import type { LessonSnapshot } from "@app/domain/course/course-snapshot";
import type { LessonFacts } from "@app/domain/passage/completion";
import type { DbData } from "../store/db-schema";
import { lessonFactsIn, progressLesson, progressLessons, progressFrom, studentWork } from "./course-progress";

/** A student's facts of one lesson (domain/passage/completion), read from his records (course-progress.ts). */
export const lessonFacts = (db: DbData, courseId: number, userId: number, lesson: LessonSnapshot): LessonFacts =>
  // The student's own records by index (issue #34 part 7): a course with 10,000 works settles one in no time.
  lessonFactsIn(progressLesson(lesson), studentWork(db, courseId, userId));

/** The facts of every lesson of the course, in course order. */
export const courseFacts = (
  db: DbData,
  body: CourseBody,
  courseId: number,
  userId: number,
): ReadonlyArray<LessonFacts> =>
  progressFrom(progressLessons(body), studentWork(db, courseId, userId)).lessons.map((l) => l.facts);
