import type { CourseBody } from "@app/domain/api/course-content";
import type { CertificateFacts, TestTotal } from "@app/domain/certificates/eligibility";
import { DEFAULT_CERTIFICATE_RULE, type CertificateRule } from "@app/domain/certificates/certificate-rule";
import { pointsOf } from "@app/domain/course/question-checks";
import type { DbData } from "../store/db-schema";
import { blocksOf, lessonsOf } from "../passage/course-walk";
import { courseFacts } from "../passage/lesson-facts";
import { latestAttempts } from "../statistics/student-progress";
import { studentRecords } from "../store/lookups";

/** The points of the course's tests: the latest answer of each (0 for one not answered), over their maximum. */
export const testTotalOf = (db: DbData, body: CourseBody, courseId: number, userId: number): TestTotal => {
  const tests = lessonsOf(body)
    .flatMap((ref) => blocksOf(ref.lesson))
    .flatMap(({ block }) =>
      block.content._tag === "test" ? [{ id: block.contentBlockID, content: block.content }] : [],
    );
  const ids = new Set(tests.map((t) => t.id));
  const latest = new Map(
    latestAttempts(studentRecords(db.testAttempts, courseId, userId).filter((a) => ids.has(a.block_id))).map((a) => [
      a.block_id,
      a,
    ]),
  );
  return tests.reduce(
    (total, test) => {
      const attempt = latest.get(test.id);
      const max = attempt?.max_score ?? test.content.questions.reduce((sum, q) => sum + pointsOf(q), 0);
      return { score: total.score + (attempt?.score ?? 0), max: total.max + max };
    },
    { score: 0, max: 0 },
  );
};

/** What the certificate rule needs of a student in a course. */
export const certificateFacts = (db: DbData, body: CourseBody, courseId: number, userId: number): CertificateFacts => ({
  lessons: courseFacts(db, body, courseId, userId),
  tests: testTotalOf(db, body, courseId, userId),
});

/** The course's thresholds, or the default rule. */
export const ruleOf = (db: DbData, courseId: number): CertificateRule => {
  const record = db.certificateRules.find((r) => r.course_id === courseId);
  return record === undefined
    ? DEFAULT_CERTIFICATE_RULE
    : { pass_percent: record.pass_percent, honours_percent: record.honours_percent };
};
