import { castDraft } from "immer";
import type { CourseBody } from "@app/domain/api/course-content";
import { documentOf } from "@app/domain/certificates/certificate-rule";
import { certificateStanding } from "@app/domain/certificates/eligibility";
import type { DbDraft } from "../store/store";
import type { DbData } from "../store/db-schema";
import { courseById, schoolById, studentRecords, userById } from "../store/lookups";
import { displayName } from "../statistics/student-name";
import type { CertificateRecord } from "./certificate-record";
import { ruleOf, testTotalOf } from "./certificate-facts";
import { courseFacts } from "../passage/lesson-facts";
import { isCourseComplete, type LessonFacts } from "@app/domain/passage/completion";
import { newCertificateNumber } from "./certificate-number";
import { notify } from "../notifications/notify";

/** `silent`: the demo seed's passages, which tell nobody (as its enrolments do not). */
type Who = { readonly courseId: number; readonly userId: number; readonly now: string; readonly silent?: boolean };

/** What a certificate of this student and course says today (names, document), to copy into a record. */
const wording = (db: DbData, body: CourseBody, who: Who) => {
  const course = courseById(db.courses, who.courseId);
  const school = course === undefined ? undefined : schoolById(db.schools, course.school_id);
  return {
    student_name: displayName(userById(db.users, who.userId)),
    course_name: body.general.name.value || course?.name || "",
    school_name: school?.name ?? "",
    document: documentOf(body.additional.completionDoc)?.name ?? "",
  };
};

/**
 * Issues the course's document to the student once the rule of domain/certificates holds, inside the
 * update of the step that earned it (the last acceptance, the last test). Once: a student who has
 * had one for the course (even revoked) gets no second automatically; staff reissue by hand.
 */
export const issueIfEarned = (
  db: DbDraft,
  who: Who,
  body: CourseBody,
  /** The student's lesson facts when the caller has just read them (else read here, only if needed). */
  known?: ReadonlyArray<LessonFacts>,
): CertificateRecord | null => {
  if (documentOf(body.additional.completionDoc) === null) return null;
  // By index (issue #34 part 7): inside an update a scan would proxy every certificate of the school.
  if (studentRecords(db.certificates, who.courseId, who.userId).length > 0) return null;
  const lessons = known ?? courseFacts(db, body, who.courseId, who.userId);
  if (!isCourseComplete(lessons)) return null; // the cheap test first: most steps complete nothing
  const tests = testTotalOf(db, body, who.courseId, who.userId);
  const standing = certificateStanding({ lessons, tests }, ruleOf(db, who.courseId));
  if (standing._tag !== "earned") return null;
  const record: CertificateRecord = {
    number: newCertificateNumber(db, who.now),
    user_id: who.userId,
    course_id: who.courseId,
    ...wording(db, body, who),
    honours: standing.honours,
    score_percent: standing.scorePercent,
    issued_at: who.now,
    revoked_at: null,
    revoke_reason: null,
    replaced_by: null,
  };
  db.certificates.push(castDraft(record));
  // Issue #35: the student is told, in the same update (the app's bell, and the mail he chose).
  if (who.silent !== true)
    notify(db, Date.parse(who.now), {
      type: "certificateIssued",
      course: { id: who.courseId, name: record.course_name },
      studentId: who.userId,
      honours: record.honours,
    });
  return record;
};

/**
 * Staff's reissue: a new number with today's wording (a corrected name, say) and the same distinction;
 * the old one, if still in force, is revoked as replaced.
 */
export const reissue = (db: DbDraft, old: CertificateRecord, body: CourseBody, now: string): CertificateRecord => {
  const number = newCertificateNumber(db, now);
  const who = { courseId: old.course_id, userId: old.user_id, now };
  const record: CertificateRecord = {
    ...old,
    ...wording(db, body, who),
    document: documentOf(body.additional.completionDoc)?.name ?? old.document,
    number,
    issued_at: now,
    revoked_at: null,
    revoke_reason: null,
    replaced_by: null,
  };
  const stored = db.certificates.find((c) => c.number === old.number);
  if (stored !== undefined) {
    if (stored.revoked_at === null) {
      stored.revoked_at = now;
      stored.revoke_reason = `Перевыпущен: ${number}`;
    }
    stored.replaced_by = number;
  }
  db.certificates.push(castDraft(record));
  return record;
};

/** Staff's revocation with a reason; a revoked one stays revoked. */
export const revoke = (db: DbDraft, number: string, reason: string, now: string): CertificateRecord | null => {
  const stored = db.certificates.find((c) => c.number === number);
  if (stored === undefined) return null;
  if (stored.revoked_at === null) {
    stored.revoked_at = now;
    stored.revoke_reason = reason;
  }
  return { ...stored };
};
