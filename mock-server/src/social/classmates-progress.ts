import type { Progress } from "@app/domain/api/social";
import type { DbData } from "../store/db-schema";
import { enrolmentsOfCourse } from "../store/lookups";
import { courseProgressOf, progressLessons, type ProgressLesson } from "../passage/course-progress";
import { publishedBody } from "../review/course-tree";

/** The published lessons of a course as the progress rule reads them: read once per request. */
export const publishedLessons = (db: DbData, courseId: number): ReadonlyArray<ProgressLesson> =>
  progressLessons(publishedBody(db, courseId));

/** A student's progress in the classmates' shape, from the one home (passage/course-progress.ts). */
export const progressOf = (
  db: DbData,
  lessons: ReadonlyArray<ProgressLesson>,
  courseId: number,
  userId: number,
): Progress => {
  const figure = courseProgressOf(db, lessons, courseId, userId);
  return { completed_lessons: figure.completed, total_lessons: figure.total, percent: figure.percent };
};

/** The distinct students enrolled in a course, in enrolment order (by index, store/lookups.ts). */
export const enrolledStudents = (db: DbData, courseId: number): ReadonlyArray<number> => [
  ...new Set(enrolmentsOfCourse(db.enrolments, courseId).map((e) => e.user_id)),
];
