import type { CourseRecord } from "@app/domain/api/courses";
import { assignsTeacher, isAdmin } from "../access/course-access";
import type { Principal } from "../http/authenticate";
import type { DbData } from "../store/db-schema";

/**
 * Whose numbers a caller may see (SPEC §6 plus ownership): an admin everything, a school's
 * owner or manager the school's courses, a teacher the courses he is assigned to.
 */

const isSchoolStaff = (principal: Principal): boolean =>
  principal.roles.some((r) => r === "SCHOOL_OWNER" || r === "MANAGER");

/** Schools the caller runs as SCHOOL_OWNER or MANAGER (null: every school, for an admin). */
export const staffSchoolIds = (db: DbData, principal: Principal): ReadonlySet<number> | null => {
  if (isAdmin(principal)) return null;
  if (!isSchoolStaff(principal)) return new Set();
  const owned = db.schools.filter((s) => s.owner_id === principal.user.id).map((s) => s.id);
  return new Set([...principal.user.school_id, ...owned]);
};

/** Ids of the courses a teacher is assigned to, all at once. */
export const assignedCourseIds = (db: DbData, userId: number): ReadonlySet<number> =>
  new Set(db.courseContents.filter((c) => assignsTeacher(c, userId)).map((c) => c.course_id));

/** Courses whose students the caller may see: as admin, staff of the course's school, or its assigned teacher. */
export const scopedCourses = (db: DbData, principal: Principal): ReadonlyArray<CourseRecord> => {
  const schools = staffSchoolIds(db, principal);
  const assigned = principal.roles.includes("TEACHER") ? assignedCourseIds(db, principal.user.id) : new Set<number>();
  return db.courses.filter((course) => schools === null || schools.has(course.school_id) || assigned.has(course.id));
};

/** Ids of the students enrolled in the caller's scoped courses. */
export const scopedStudentIds = (db: DbData, principal: Principal): ReadonlySet<number> => {
  const courseIds = new Set(scopedCourses(db, principal).map((c) => c.id));
  return new Set(db.enrolments.filter((e) => courseIds.has(e.course_id)).map((e) => e.user_id));
};

/** Ids of the students enrolled in any course of the school. */
export const schoolStudentIds = (db: DbData, schoolId: number): ReadonlySet<number> => {
  const courseIds = new Set(db.courses.filter((c) => c.school_id === schoolId).map((c) => c.id));
  return new Set(db.enrolments.filter((e) => courseIds.has(e.course_id)).map((e) => e.user_id));
};

/** May see the school's groups: its owner or manager, any admin, or (read only) a teacher of the school. */
export const canReadSchool = (db: DbData, principal: Principal, schoolId: number): boolean => {
  const schools = staffSchoolIds(db, principal);
  return (
    schools === null ||
    schools.has(schoolId) ||
    (principal.roles.includes("TEACHER") && principal.user.school_id.includes(schoolId))
  );
};

/** May change the school's groups and subdivisions: its owner or manager, or any admin. */
export const canManageSchool = (db: DbData, principal: Principal, schoolId: number): boolean => {
  const schools = staffSchoolIds(db, principal);
  return schools === null || schools.has(schoolId);
};
