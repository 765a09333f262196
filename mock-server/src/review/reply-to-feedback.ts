import { REVIEW_MESSAGES, REVIEW_REPLY_MAX } from "@app/domain/api/review";
import { VALIDATION_MESSAGES, maxLengthMessage } from "@app/domain/validation/messages";
import { castDraft } from "immer";
import { HttpError } from "../http/http-error";
import type { SubmissionRecord } from "../store/platform-records";
import type { DbDraft } from "../store/store";
import { notifyStudentReply } from "../notifications/notify-facts";

/** How many answers a student may write to one rework comment. */
export const REPLIES_PER_ATTEMPT_MAX = 20;

/** The trimmed answer, or 422 naming `text`. */
export const checkedReply = (text: string): string => {
  const trimmed = text.trim();
  if (trimmed === "") throw new HttpError(422, "", { text: [VALIDATION_MESSAGES.required] });
  if (trimmed.length > REVIEW_REPLY_MAX) throw new HttpError(422, "", { text: [maxLengthMessage(REVIEW_REPLY_MAX)] });
  return trimmed;
};

/**
 * Issue #34 part 6: the student answers the rework comment of his last attempt; the answer stays in
 * that attempt, so the history keeps every round. Only while the work is sent back (409 otherwise:
 * once he sends it again, his new attempt is the answer).
 */
export const replyToFeedback = (
  db: DbDraft,
  input: { readonly submissionId: number; readonly userId: number; readonly text: string; readonly nowMs: number },
): SubmissionRecord => {
  const submission = db.submissions.find((s) => s.id === input.submissionId);
  if (submission === undefined) throw new HttpError(404, REVIEW_MESSAGES.submissionNotFound);
  const attempt = submission.attempts[submission.attempts.length - 1];
  if (submission.status !== "needsWork" || attempt?.feedback?.decision !== "needsWork")
    throw new HttpError(409, REVIEW_MESSAGES.replyOnlyToRework);
  const replies = attempt.replies ?? [];
  if (replies.length >= REPLIES_PER_ATTEMPT_MAX)
    throw new HttpError(422, "", { text: [`Не более ${REPLIES_PER_ATTEMPT_MAX} ответов на один комментарий`] });
  const at = new Date(input.nowMs).toISOString();
  attempt.replies = castDraft([...replies, { user_id: input.userId, text: input.text, at }]);
  submission.updated_at = at;
  notifyStudentReply(db, input.nowMs, submission, attempt.feedback.teacher_id, input.text);
  return submission;
};
