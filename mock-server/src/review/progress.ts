import type { Progress } from "@app/domain/api/social";
import type { DbData } from "../store/db-schema";
import { allLessons } from "./course-tree";

/** The published lessons of a course a student has ended (end_date set), counted once each. */
export const completedLessonIds = (db: DbData, courseId: number, userId: number): ReadonlySet<string> => {
  const lessons = new Set(allLessons(db, courseId).map((l) => l.lessonID));
  return new Set(
    db.lessonProgress
      .filter(
        (p) => p.course_id === courseId && p.user_id === userId && p.end_date !== null && lessons.has(p.lesson_id),
      )
      .map((p) => p.lesson_id),
  );
};

/** Lessons completed out of the published ones; percent rounded down. */
export const progressOf = (db: DbData, courseId: number, userId: number): Progress => {
  const total = allLessons(db, courseId).length;
  const completed = completedLessonIds(db, courseId, userId).size;
  return {
    completed_lessons: completed,
    total_lessons: total,
    percent: total === 0 ? 0 : Math.floor((completed * 100) / total),
  };
};

/** The distinct students enrolled in a course, in enrolment order. */
export const enrolledStudents = (db: DbData, courseId: number): ReadonlyArray<number> => [
  ...new Set(db.enrolments.filter((e) => e.course_id === courseId).map((e) => e.user_id)),
];
