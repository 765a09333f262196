import type { ReviewCounts } from "@app/domain/api/review";
import type { SubmissionRecord } from "../store/platform-records";

export const noCounts = (): ReviewCounts => ({ on_review: 0, needs_work: 0, accepted: 0 });

const add = (counts: ReviewCounts, status: SubmissionRecord["status"]): ReviewCounts => ({
  on_review: counts.on_review + (status === "onReview" ? 1 : 0),
  needs_work: counts.needs_work + (status === "needsWork" ? 1 : 0),
  accepted: counts.accepted + (status === "accepted" ? 1 : 0),
});

/** Submissions counted by status. */
export const countsOf = (submissions: ReadonlyArray<SubmissionRecord>): ReviewCounts =>
  submissions.reduce((counts, s) => add(counts, s.status), noCounts());

/** Submissions counted by status per key (course id, module id, …), in one pass. */
export const countsBy = <K>(
  submissions: ReadonlyArray<SubmissionRecord>,
  key: (s: SubmissionRecord) => K,
): Map<K, ReviewCounts> => {
  const result = new Map<K, ReviewCounts>();
  for (const s of submissions) result.set(key(s), add(result.get(key(s)) ?? noCounts(), s.status));
  return result;
};
