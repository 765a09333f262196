import { REVIEW_MESSAGES } from "@app/domain/api/review";
import { castDraft } from "immer";
import { HttpError } from "../http/http-error";
import { sendMail } from "../mail/outbox";
import type { DbDraft } from "../store/store";
import { findTask } from "./course-tree";
import { emailOf } from "./people";
import type { Store } from "../store/store";
import { publishedBody } from "../access/course-body";
import { findLesson } from "../passage/course-walk";
import { settleAfterReview } from "../passage/record-progress";

export type Decision = "accepted" | "needsWork";

const SUBJECTS: Readonly<Record<Decision, string>> = {
  accepted: "Задание принято",
  needsWork: "Задание отправлено на доработку",
};

/**
 * A reviewer's verdict, inside one store update: only a submission still on review may be
 * decided (409 otherwise, so of two reviewers deciding at once exactly one wins). The feedback goes
 * into the last attempt (earlier attempts keep theirs), and the student gets an e-mail.
 */
export const decideSubmission = (
  db: DbDraft,
  input: { submissionId: number; teacherId: number; decision: Decision; comment: string; nowMs: number },
): void => {
  const submission = db.submissions.find((s) => s.id === input.submissionId);
  if (submission === undefined) throw new HttpError(404, REVIEW_MESSAGES.submissionNotFound);
  const attempt = submission.attempts[submission.attempts.length - 1];
  if (submission.status !== "onReview" || attempt === undefined || attempt.feedback !== null)
    throw new HttpError(409, REVIEW_MESSAGES.alreadyChecked);
  const at = new Date(input.nowMs).toISOString();
  attempt.feedback = castDraft({ teacher_id: input.teacherId, decision: input.decision, comment: input.comment, at });
  submission.status = input.decision;
  submission.updated_at = at;
  settle(db, submission.course_id, submission.user_id, submission.lesson_id, at);
  const to = emailOf(db, submission.user_id);
  if (to === null) return;
  const course = db.courses.find((c) => c.id === submission.course_id)?.name ?? "";
  const task = findTask(db, submission.course_id, submission.task_id)?.name ?? "";
  const comment = input.comment === "" ? "" : `\nКомментарий преподавателя: ${input.comment}`;
  sendMail(db, input.nowMs, {
    kind: "submission-review",
    to,
    subject: SUBJECTS[input.decision],
    text: `${SUBJECTS[input.decision]}: «${task}», курс «${course}».${comment}`,
    link: taskLink(db, submission),
  });
};

/** The e-mail's deep link (issue #30): the task in its lesson, where the student reads the verdict; the course if the lesson is gone. */
const taskLink = (
  db: DbDraft,
  submission: { readonly course_id: number; readonly lesson_id: string; readonly task_id: string },
): string => {
  const course = db.courses.find((c) => c.id === submission.course_id);
  const body = course === undefined ? null : publishedBody(db, course);
  const ref = body === null ? undefined : findLesson(body, submission.lesson_id);
  if (ref === undefined) return `/myCourses/${submission.course_id}`;
  const path = [submission.course_id, "lessons", ref.moduleID, ref.lesson.lessonID].map((part) =>
    encodeURIComponent(String(part)),
  );
  return `/myCourses/${path.join("/")}#task-${encodeURIComponent(submission.task_id)}`;
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
