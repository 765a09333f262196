import type { CourseRecord } from "@app/domain/api/courses";
import { canReview, isAssignedTeacher, isCourseStaff, isEnrolled } from "../access/course-access";
import type { Principal } from "../http/authenticate";
import type { DbData } from "../store/db-schema";

/**
 * Who takes part in a course's social tabs: its enrolled students, its staff and the teachers
 * assigned to it. Everyone else gets 403.
 */
export const isCourseMember = (db: DbData, principal: Principal, course: CourseRecord): boolean =>
  isEnrolled(db, principal.user.id, course.id) || canReview(db, principal, course);

/** Staff and assigned teachers see classmates even when the course hides them, and delete any post. */
export const isCourseModerator = (db: DbData, principal: Principal, course: CourseRecord): boolean =>
  isCourseStaff(principal, course) || isAssignedTeacher(db, principal, course);
