import type { UserStatisticsRow } from "@app/domain/api/statistics";
import type { Principal } from "../http/authenticate";
import type { DbData } from "../store/db-schema";
import { lessonsOf, type LessonRef } from "./course-lessons";
import { activityIndex, progressColumns, studentProgress } from "./student-progress";
import { scopedCourses } from "../people/school-scope";
import { displayName } from "./student-name";

/**
 * SPEC §6 /usersStatistics: one row per enrolment the caller may see. A student sees his own; a
 * teacher the students of his assigned courses; a school's staff its courses' students; an admin all.
 */
export const usersStatistics = (
  db: DbData,
  principal: Principal,
  courseId: number | undefined,
): ReadonlyArray<UserStatisticsRow> => {
  const scoped = new Set(scopedCourses(db, principal).map((c) => c.id));
  const courses = new Map(db.courses.map((c) => [c.id, c]));
  const users = new Map(db.users.map((u) => [u.id, u]));
  const index = activityIndex(db);
  const lessons = new Map<number, ReadonlyArray<LessonRef>>();
  const lessonsFor = (id: number): ReadonlyArray<LessonRef> => {
    const known = lessons.get(id);
    if (known !== undefined) return known;
    const list = lessonsOf(db, id);
    lessons.set(id, list);
    return list;
  };
  return db.enrolments
    .filter(
      (e) =>
        (courseId === undefined || e.course_id === courseId) &&
        courses.has(e.course_id) &&
        (scoped.has(e.course_id) || e.user_id === principal.user.id),
    )
    .map((e): UserStatisticsRow => {
      const course = courses.get(e.course_id);
      const user = users.get(e.user_id);
      const p = studentProgress(index, e.course_id, e.user_id, e.enrolled_at, lessonsFor(e.course_id));
      return {
        student: { id: e.user_id, name: displayName(user), email: user?.email ?? "" },
        course: { id: e.course_id, name: course?.name ?? "" },
        ...progressColumns(p),
        completed_at: p.completed ? e.completed_at : null,
        lesson_completions: [...p.lessonCompletions],
        last_activity: p.lastActivity,
      };
    })
    .sort(
      (a, b) =>
        a.student.name.localeCompare(b.student.name, "ru") || a.student.id - b.student.id || a.course.id - b.course.id,
    );
};
