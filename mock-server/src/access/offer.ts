import type { CourseOffer } from "@app/domain/api/access";
import type { CourseRecord } from "@app/domain/api/courses";
import { enrolmentMode, seatsLeft } from "@app/domain/access/enrolment-mode";
import { normalizeEmail } from "@app/domain/validation/email";
import type { UserRecord } from "../store/db-schema";
import type { DbData } from "../store/db-schema";
import { HttpError } from "../http/http-error";
import { ACCESS_MESSAGES } from "@app/domain/validation/messages";
import { publishedBody } from "./course-body";
import { seatLimit } from "./seats";
import { enrolmentOf, enrolmentsOfCourse } from "../store/lookups";

/** A student invitation to this course for this e-mail that was not revoked (SPEC accesses.accessByEmail). */
export const isInvitedStudent = (db: DbData, courseId: number, email: string): boolean => {
  const address = normalizeEmail(email);
  return db.invitations.some(
    (i) => i.course_id === courseId && i.role === "student" && i.email === address && !i.revoked,
  );
};

/**
 * What the public course page offers: how to get in (domain enrolmentMode), the price, the seats
 * left, and whether the signed-in user is already a student or invited. Unpublished courses: 404.
 */
export const courseOffer = (db: DbData, course: CourseRecord, user: UserRecord | null): CourseOffer => {
  const body = course.status === "published" ? publishedBody(db, course) : null;
  if (body === null) throw new HttpError(404, ACCESS_MESSAGES.courseNotFound);
  const { actions, accesses } = body.settings;
  const limit = seatLimit(accesses);
  const taken = enrolmentsOfCourse(db.enrolments, course.id).length;
  return {
    course_id: course.id,
    mode: enrolmentMode(actions, accesses, body.additional.price.value),
    price: body.additional.price.value,
    old_price: body.additional.old_price.value,
    seats_total: limit,
    seats_left: seatsLeft(limit, taken),
    enrolled: user !== null && enrolmentOf(db.enrolments, course.id, user.id) !== undefined,
    invited: user !== null && isInvitedStudent(db, course.id, user.email),
  };
};
