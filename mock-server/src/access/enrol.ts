import type { CourseRecord } from "@app/domain/api/courses";
import type { EnrolmentRecord } from "../store/platform-records";
import type { DbDraft } from "../store/store";
import { nextId } from "../store/next-id";
import { HttpError } from "../http/http-error";
import { liveBody } from "./course-body";
import { ACCESS_MESSAGES } from "@app/domain/validation/messages";
import { seatLimit } from "./seats";
import type { Store } from "../store/store";
import { enrolmentOf, enrolmentsOfCourse } from "../store/lookups";
import { notifyEnrolled } from "../notifications/notify-facts";

export type Enrolled = { readonly enrolment: EnrolmentRecord; readonly created: boolean };

/**
 * Enrols a student, inside one store update so that the seat count and the new enrolment are one
 * atomic step (10 parallel requests for 5 seats enrol exactly 5). Enrolling again is idempotent.
 */
export const enrol = (
  db: DbDraft,
  course: CourseRecord,
  userId: number,
  source: EnrolmentRecord["source"],
  now: string,
): Enrolled => {
  const existing = enrolmentOf(db.enrolments, course.id, userId);
  if (existing !== undefined) return { enrolment: { ...existing }, created: false };
  const limit = seatLimit(liveBody(db, course).settings.accesses);
  if (limit !== null && enrolmentsOfCourse(db.enrolments, course.id).length >= limit)
    throw new HttpError(409, ACCESS_MESSAGES.noSeats);
  const enrolment: EnrolmentRecord = {
    id: nextId(db, "enrolments"),
    course_id: course.id,
    user_id: userId,
    source,
    enrolled_at: now,
    completed_at: null,
  };
  db.enrolments.push(enrolment);
  notifyEnrolled(db, Date.parse(now), enrolment);
  return { enrolment, created: true };
};

/** enrol, written at once. */
export const enrolIn = (
  store: Store,
  course: CourseRecord,
  userId: number,
  source: EnrolmentRecord["source"],
  now: string,
): Promise<Enrolled> => store.update((db) => enrol(db, course, userId, source, now));

/** A student taken off the course (his progress stays): 404 when he is not enrolled. */
export const unenrol = (store: Store, courseId: number, userId: number): Promise<void> =>
  store.update((db) => {
    const index = db.enrolments.findIndex((e) => e.course_id === courseId && e.user_id === userId);
    if (index < 0) throw new HttpError(404, ACCESS_MESSAGES.notAStudent);
    db.enrolments.splice(index, 1);
  });
