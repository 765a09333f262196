import type { CourseRecord } from "@app/domain/api/courses";
import type { Principal } from "../http/authenticate";
import { HttpError } from "../http/http-error";
import type { DbData } from "../store/db-schema";
import type { CourseContentRecord } from "../store/platform-records";
import { contentOfCourse, courseById, enrolmentOf } from "../store/lookups";

/**
 * Who may do what with a course (issue 4 §3, SPEC §6): one place for the ownership rules that
 * every course-platform route applies.
 */

/** A path id: decimal digits only, else 404 (an id that cannot exist is an unknown resource). */
export const numericParam = (value: unknown): number => {
  const text = String(value);
  if (!/^\d{1,15}$/.test(text)) throw new HttpError(404, "");
  return Number(text);
};

/** The course of a path id, or 404. */
export const courseOr404 = (db: DbData, idParam: unknown): CourseRecord => {
  const id = numericParam(idParam);
  const course = courseById(db.courses, id);
  if (course === undefined) throw new HttpError(404, "");
  return course;
};

/** The content of a course, or 404 (a course made before content existed has none until it is saved). */
export const contentOf = (db: DbData, courseId: number): CourseContentRecord | undefined =>
  contentOfCourse(db.courseContents, courseId);

export const isAdmin = (principal: Principal): boolean => principal.roles.includes("ADMIN");

/** SCHOOL_OWNER or MANAGER of the course's school, or any ADMIN: may author, publish, delete, invite. */
export const isCourseStaff = (principal: Principal, course: CourseRecord): boolean =>
  isAdmin(principal) ||
  (principal.roles.some((r) => r === "SCHOOL_OWNER" || r === "MANAGER") &&
    principal.user.school_id.includes(course.school_id));

/** A TEACHER assigned to the course: listed in its settings' accesses.teachers (user ids as strings). */
/** The course's settings name the user among its teachers (SPEC §3 accesses.teachers). */
export const assignsTeacher = (content: CourseContentRecord, userId: number): boolean =>
  content.draft.settings.accesses.teachers.includes(String(userId));

export const isAssignedTeacher = (db: DbData, principal: Principal, course: CourseRecord): boolean => {
  if (!principal.roles.includes("TEACHER")) return false;
  const content = contentOf(db, course.id);
  return content !== undefined && assignsTeacher(content, principal.user.id);
};

/** May check students' work in the course: its staff, or a teacher assigned to it. */
export const canReview = (db: DbData, principal: Principal, course: CourseRecord): boolean =>
  isCourseStaff(principal, course) || isAssignedTeacher(db, principal, course);

export const isEnrolled = (db: DbData, userId: number, courseId: number): boolean =>
  enrolmentOf(db.enrolments, courseId, userId) !== undefined;

/** 403 unless the check holds. */
export const allow = (ok: boolean): void => {
  if (!ok) throw new HttpError(403, "");
};
