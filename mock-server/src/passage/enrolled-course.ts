import type { CourseBody } from "@app/domain/api/course-content";
import type { CourseRecord } from "@app/domain/api/courses";
import { courseOr404, isEnrolled } from "../access/course-access";
import { ACCESS_MESSAGES } from "@app/domain/validation/messages";
import { HttpError } from "../http/http-error";
import type { Principal } from "../http/authenticate";
import type { DbData } from "../store/db-schema";
import { publishedBody } from "../access/course-body";

export type Passage = { readonly course: CourseRecord; readonly body: CourseBody; readonly userId: number };

/** The course of a path id that the signed-in user is enrolled in: 404 unknown, 403 not enrolled, 404 never published. */
export const enrolledCourse = (db: DbData, idParam: unknown, principal: Principal): Passage => {
  const course = courseOr404(db, idParam);
  if (!isEnrolled(db, principal.user.id, course.id)) throw new HttpError(403, ACCESS_MESSAGES.notEnrolled);
  const body = publishedBody(db, course);
  if (body === null) throw new HttpError(404, ACCESS_MESSAGES.notPublished);
  return { course, body, userId: principal.user.id };
};
