import type { CourseBody } from "@app/domain/api/course-content";
import type { CourseCertificate } from "@app/domain/certificates/certificate-api";
import { documentOf } from "@app/domain/certificates/certificate-rule";
import { certificateStanding } from "@app/domain/certificates/eligibility";
import type { DbData } from "../store/db-schema";
import { certificateFacts, ruleOf } from "./certificate-facts";
import { fullView } from "./certificate-views";
import { studentRecords } from "../store/lookups";

/** The student's course and its document: what he has, or how far he is (issue #36, "осталось: …"). */
export const courseCertificate = (
  db: DbData,
  body: CourseBody,
  courseId: number,
  userId: number,
): CourseCertificate => {
  const document = documentOf(body.additional.completionDoc)?.name ?? null;
  const rule = ruleOf(db, courseId);
  const mine = [...studentRecords(db.certificates, courseId, userId)].sort(
    (a, b) =>
      (a.revoked_at === null ? -1 : 0) - (b.revoked_at === null ? -1 : 0) || b.issued_at.localeCompare(a.issued_at),
  );
  const certificate = mine[0] ?? null;
  if (document === null || certificate !== null) {
    return { document, rule, gap: null, certificate: certificate === null ? null : fullView(certificate) };
  }
  const standing = certificateStanding(certificateFacts(db, body, courseId, userId), rule);
  const gap =
    standing._tag === "earned"
      ? null
      : {
          lessons: standing.gap.lessons,
          tasks_to_send: standing.gap.tasksToSend,
          tasks_on_review: standing.gap.tasksOnReview,
          score_percent: standing.gap.scorePercent,
          score_short: standing.gap.scoreShort,
        };
  return { document, rule, gap, certificate: null };
};
