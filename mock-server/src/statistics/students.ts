import type { GroupRef, StudentCourse, StudentDetails, StudentSummary } from "@app/domain/api/people";
import type { Principal } from "../http/authenticate";
import type { DbData, UserRecord } from "../store/db-schema";
import type { GroupRecord } from "../store/platform-records";
import { lessonsOf } from "./course-lessons";
import { activityIndex, studentProgress } from "./student-progress";
import { canReadSchool, scopedCourses } from "../people/school-scope";
import { displayName } from "./student-name";

export type StudentFilter = { readonly search?: string; readonly group?: GroupRecord };

const groupsOf = (db: DbData, principal: Principal, userId: number): ReadonlyArray<GroupRef> =>
  db.groups
    .filter((g) => g.student_ids.includes(userId) && canReadSchool(db, principal, g.school_id))
    .map((g) => ({ id: g.id, name: g.name }));

const matches = (user: UserRecord, search: string): boolean =>
  [user.profile.name, user.profile.surname, user.email, displayName(user)].some(
    (text) => text !== null && text.toLocaleLowerCase("ru").includes(search),
  );

/** The students enrolled in the caller's scoped courses, by name, optionally searched and of one group. */
export const listStudents = (
  db: DbData,
  principal: Principal,
  filter: StudentFilter,
): ReadonlyArray<StudentSummary> => {
  const courseIds = new Set(scopedCourses(db, principal).map((c) => c.id));
  const counts = new Map<number, number>();
  for (const e of db.enrolments)
    if (courseIds.has(e.course_id)) counts.set(e.user_id, (counts.get(e.user_id) ?? 0) + 1);
  const search = filter.search?.trim().toLocaleLowerCase("ru") ?? "";
  return db.users
    .filter(
      (u) =>
        counts.has(u.id) &&
        (filter.group === undefined || filter.group.student_ids.includes(u.id)) &&
        (search === "" || matches(u, search)),
    )
    .map((u) => ({ user: u, name: displayName(u) }))
    .sort((a, b) => a.name.localeCompare(b.name, "ru") || a.user.id - b.user.id)
    .map(({ user: u }) => ({
      id: u.id,
      email: u.email,
      name: u.profile.name,
      surname: u.profile.surname,
      profile_picture: u.profile.profile_picture,
      courses_count: counts.get(u.id) ?? 0,
      groups: groupsOf(db, principal, u.id),
    }));
};

/** Whether the student is enrolled in one of the caller's scoped courses. */
export const isVisibleStudent = (db: DbData, principal: Principal, userId: number): boolean => {
  const courseIds = new Set(scopedCourses(db, principal).map((c) => c.id));
  return db.enrolments.some((e) => e.user_id === userId && courseIds.has(e.course_id));
};

/** A student's profile, his courses in the caller's scope with progress, and his groups. */
export const studentDetails = (db: DbData, principal: Principal, user: UserRecord): StudentDetails => {
  const scoped = new Map(scopedCourses(db, principal).map((c) => [c.id, c]));
  const index = activityIndex(db);
  const courses = db.enrolments.flatMap((e): StudentCourse[] => {
    const course = scoped.get(e.course_id);
    if (e.user_id !== user.id || course === undefined) return [];
    const p = studentProgress(index, course.id, user.id, e.enrolled_at, lessonsOf(db, course.id));
    return [
      {
        id: course.id,
        name: course.name,
        school_id: course.school_id,
        enrolled_at: e.enrolled_at,
        completed: p.completed,
        status: p.status,
        progress: p.progress,
        lessons_completed: p.lessonsCompleted,
        lessons_total: p.lessonsTotal,
        last_activity: p.lastActivity,
      },
    ];
  });
  return { id: user.id, email: user.email, profile: user.profile, courses, groups: groupsOf(db, principal, user.id) };
};
