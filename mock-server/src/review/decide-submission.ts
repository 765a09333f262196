import { REVIEW_MESSAGES } from "@app/domain/api/review";
import type { FileRef } from "@app/domain/course/ids";
import { castDraft } from "immer";
import { HttpError } from "../http/http-error";
import { appendAudit } from "../admin/audit-log";
import type { DbDraft } from "../store/store";
import { findTask } from "./course-tree";
import { courseById, submissionById } from "../store/lookups";
import { rubricMarks } from "./rubric-decision";
import { displayName } from "../people/person-view";
import { notifyDecision } from "../notifications/notify-facts";
import type { Store } from "../store/store";
import { publishedBody } from "../access/course-body";
import { findLesson } from "../passage/course-walk";
import { settleAfterReview } from "../passage/record-progress";

export type Decision = "accepted" | "needsWork";

/**
 * A reviewer's verdict, inside one store update: only a submission still on review may be
 * decided (409 otherwise, so of two reviewers deciding at once exactly one wins). The feedback goes
 * into the last attempt (earlier attempts keep theirs), and the student is notified (issue #35).
 */
export const decideSubmission = (
  db: DbDraft,
  input: {
    submissionId: number;
    teacherId: number;
    decision: Decision;
    comment: string;
    nowMs: number;
    /** Issue #34: the ids of the rubric's criteria ticked (none when absent). */
    criteria?: ReadonlyArray<string>;
    /** Issue #34 part 6: the teacher's own uploads attached to the feedback (none when absent). */
    files?: ReadonlyArray<FileRef>;
  },
): void => {
  const submission = submissionById(db.submissions, input.submissionId);
  if (submission === undefined) throw new HttpError(404, REVIEW_MESSAGES.submissionNotFound);
  const attempt = submission.attempts[submission.attempts.length - 1];
  if (submission.status !== "onReview" || attempt === undefined || attempt.feedback !== null)
    throw new HttpError(409, REVIEW_MESSAGES.alreadyChecked);
  const at = new Date(input.nowMs).toISOString();
  const rubric = rubricMarks(db, submission, input.criteria ?? []);
  attempt.feedback = castDraft({
    teacher_id: input.teacherId,
    decision: input.decision,
    comment: input.comment,
    at,
    ...(rubric === undefined ? {} : { rubric }),
    ...(input.files === undefined || input.files.length === 0 ? {} : { files: input.files.map((f) => ({ ...f })) }),
  });
  submission.status = input.decision;
  submission.updated_at = at;
  settle(db, submission.course_id, submission.user_id, submission.lesson_id, at);
  auditDecision(db, submission, input);
  // Issue #35: the student is told in the app, and by e-mail as he chose (the outbox sends it).
  notifyDecision(db, input.nowMs, submission, input);
};

/** The completion rule read again for the lesson and course of a decided task (an acceptance may complete them). */
const settle = (db: DbDraft, courseId: number, userId: number, lessonID: string, now: string): void => {
  const course = db.courses.find((c) => c.id === courseId);
  const body = course === undefined ? null : publishedBody(db, course);
  const ref = body === null ? undefined : findLesson(body, lessonID);
  if (body !== null && ref !== undefined) settleAfterReview(db, { courseId, userId, now }, ref, body);
};

/** decideSubmission, written at once. */
export const recordDecision = (store: Store, input: Parameters<typeof decideSubmission>[1]): Promise<void> =>
  store.update((db) => decideSubmission(db, input));

/** Issue #32 part 4: a review decision goes into the audit log, in the update that records it. */
const auditDecision = (
  db: DbDraft,
  submission: { readonly id: number; readonly course_id: number; readonly user_id: number; readonly task_id: string },
  input: { readonly teacherId: number; readonly decision: Decision; readonly comment: string; readonly nowMs: number },
): void => {
  const course = courseById(db.courses, submission.course_id)?.name ?? "";
  const task = findTask(db, submission.course_id, submission.task_id)?.name ?? "";
  appendAudit(db, input.nowMs, {
    actor_id: input.teacherId,
    action: input.decision === "accepted" ? "submission.accepted" : "submission.sentBack",
    target: {
      kind: "submission",
      id: submission.id,
      label: `${displayName(db, submission.user_id)}: «${task}», курс «${course}»`,
    },
    from: null,
    to: input.comment === "" ? null : input.comment,
    school: null,
  });
};
