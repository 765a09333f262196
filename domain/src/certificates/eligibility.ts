import { isBlockComplete, isCourseComplete, isLessonComplete, type LessonFacts } from "../passage/completion";
import type { CertificateRule } from "./certificate-rule";

/**
 * When a course's completion document is earned (issue #36), the one rule the server issues by and
 * the student's course shows: every lesson complete by the completion rule of #23 (so every free
 * task accepted), and the points of the course's tests at least the rule's threshold; at least the
 * second threshold gives "с отличием". A course without tests has no score to fall short: its
 * certificate is earned without it, and never "с отличием" (nothing was measured).
 */

/** The student's points over the course's tests (the latest answer of each), and their maximum. */
export type TestTotal = { readonly score: number; readonly max: number };

export type CertificateFacts = { readonly lessons: ReadonlyArray<LessonFacts>; readonly tests: TestTotal };

/** What is still missing, for "осталось: …". */
export type CertificateGap = {
  /** Lessons with material or tests not done yet (or not started, when they have no blocks). */
  readonly lessons: number;
  /** Free tasks not sent, or sent back for rework. */
  readonly tasksToSend: number;
  /** Free tasks waiting for the teacher. */
  readonly tasksOnReview: number;
  /** The test score in whole percent (rounded down), null without tests; short when below the threshold. */
  readonly scorePercent: number | null;
  readonly scoreShort: boolean;
};

export type CertificateStanding =
  | { readonly _tag: "earned"; readonly honours: boolean; readonly scorePercent: number | null }
  | { readonly _tag: "notYet"; readonly gap: CertificateGap };

/** Whether score/max reaches `percent` (exact: no rounding decides a certificate). */
export const reaches = (tests: TestTotal, percent: number): boolean =>
  tests.max <= 0 || tests.score * 100 >= percent * tests.max;

export const scorePercentOf = (tests: TestTotal): number | null =>
  tests.max <= 0 ? null : Math.floor((tests.score * 100) / tests.max);

const needsOwnWork = (lesson: LessonFacts): boolean =>
  !isLessonComplete(lesson) &&
  (lesson.blocks.length === 0 || lesson.blocks.some((b) => !b.reviewed && !isBlockComplete(b)));

export const certificateGap = (facts: CertificateFacts, rule: CertificateRule): CertificateGap => {
  const tasks = facts.lessons.flatMap((l) => l.blocks.filter((b) => b.reviewed));
  return {
    lessons: facts.lessons.filter(needsOwnWork).length,
    tasksToSend: tasks.filter((b) => b.review === "none" || b.review === "needsWork").length,
    tasksOnReview: tasks.filter((b) => b.review === "onReview").length,
    scorePercent: scorePercentOf(facts.tests),
    scoreShort: !reaches(facts.tests, rule.pass_percent),
  };
};

export const certificateStanding = (facts: CertificateFacts, rule: CertificateRule): CertificateStanding =>
  isCourseComplete(facts.lessons) && reaches(facts.tests, rule.pass_percent)
    ? {
        _tag: "earned",
        honours: facts.tests.max > 0 && reaches(facts.tests, rule.honours_percent),
        scorePercent: scorePercentOf(facts.tests),
      }
    : { _tag: "notYet", gap: certificateGap(facts, rule) };
