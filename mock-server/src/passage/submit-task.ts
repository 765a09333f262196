import { castDraft } from "immer";
import type { FileRef } from "@app/domain/course/ids";
import { HttpError } from "../http/http-error";
import type { SubmissionRecord } from "../store/platform-records";
import type { DbDraft } from "../store/store";
import { nextId } from "../store/next-id";
import { PASSAGE_MESSAGES } from "@app/domain/validation/messages";

export type Work = {
  readonly courseId: number;
  readonly userId: number;
  readonly moduleID: string;
  readonly lessonID: string;
  readonly taskID: string;
  readonly blockID: string;
  readonly text: string;
  readonly files: ReadonlyArray<FileRef>;
  readonly now: string;
  /** Issue #37: sent after its soft date (kept with the attempt). */
  readonly late: boolean;
};

/**
 * A free-task answer: the first one creates the submission (onReview); after "На доработке" a new
 * attempt is added and it goes back on review. 409 while it is on review or once it is accepted.
 */
export const submitWork = (db: DbDraft, work: Work): SubmissionRecord => {
  // Issue #37: `late` is written only when true (absent reads as on time, as in data from before it).
  const attempt = {
    text: work.text,
    files: [...work.files],
    submitted_at: work.now,
    ...(work.late ? { late: true } : {}),
    feedback: null,
  };
  const existing = db.submissions.find(
    (s) => s.course_id === work.courseId && s.user_id === work.userId && s.block_id === work.blockID,
  );
  if (existing !== undefined) {
    if (existing.status === "onReview") throw new HttpError(409, PASSAGE_MESSAGES.onReview);
    if (existing.status === "accepted") throw new HttpError(409, PASSAGE_MESSAGES.accepted);
    existing.attempts.push(castDraft({ number: existing.attempts.length + 1, ...attempt }));
    existing.status = "onReview";
    existing.updated_at = work.now;
    return existing;
  }
  const record: SubmissionRecord = {
    id: nextId(db, "submissions"),
    course_id: work.courseId,
    user_id: work.userId,
    module_id: work.moduleID,
    lesson_id: work.lessonID,
    task_id: work.taskID,
    block_id: work.blockID,
    status: "onReview",
    attempts: [{ number: 1, ...attempt }],
    updated_at: work.now,
  };
  db.submissions.push(castDraft(record));
  return record;
};
