import type { CourseRecord } from "@app/domain/api/courses";
import { canReview } from "../access/course-access";
import type { Principal } from "../http/authenticate";
import type { DbData } from "../store/db-schema";

/** The courses a reviewer may check: all for an admin, the school's for its staff, the assigned ones for a teacher. */
export const reviewableCourses = (db: DbData, principal: Principal): ReadonlyArray<CourseRecord> =>
  db.courses.filter((c) => canReview(db, principal, c));
