import type { DbData } from "../store/db-schema";
import { contentOf } from "../access/course-access";
import { emailOf } from "../people/person-view";

/** The course's school staff: its owner and managers (the store keeps roles in lower case). */
export const schoolStaffOf = (db: DbData, courseId: number): number[] => {
  const course = db.courses.find((c) => c.id === courseId);
  if (course === undefined) return [];
  return db.users
    .filter(
      (u) =>
        u.school_id.includes(course.school_id) &&
        u.roles.some((r) => r.toUpperCase() === "SCHOOL_OWNER" || r.toUpperCase() === "MANAGER"),
    )
    .map((u) => u.id);
};

/** Who is told of work to check: the course's assigned teachers; its school's staff when it has none. */
export const reviewersOf = (db: DbData, courseId: number): number[] => {
  const teachers = (contentOf(db, courseId)?.draft.settings.accesses.teachers ?? [])
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && emailOf(db, id) !== null);
  return teachers.length > 0 ? teachers : schoolStaffOf(db, courseId);
};
