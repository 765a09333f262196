import type { AttemptView, SubmissionDetail, SubmissionSummary } from "@app/domain/api/review";
import type { DbData } from "../store/db-schema";
import type { AttemptRecord, SubmissionRecord } from "../store/platform-records";
import { findTask, freeTaskOf } from "./course-tree";
import { personView } from "../people/person-view";

const lastAttempt = (s: SubmissionRecord): AttemptRecord | undefined => s.attempts[s.attempts.length - 1];

/** A line of a task's submissions list. */
export const submissionSummary = (db: DbData, s: SubmissionRecord): SubmissionSummary => ({
  id: s.id,
  block_id: s.block_id,
  student: personView(db, s.user_id),
  status: s.status,
  attempts: s.attempts.length,
  submitted_at: lastAttempt(s)?.submitted_at ?? null,
});

const attemptView = (db: DbData, a: AttemptRecord): AttemptView => ({
  number: a.number,
  text: a.text,
  files: a.files,
  submitted_at: a.submitted_at,
  ...(a.late === undefined ? {} : { late: a.late }),
  feedback:
    a.feedback === null
      ? null
      : {
          teacher: personView(db, a.feedback.teacher_id),
          decision: a.feedback.decision,
          comment: a.feedback.comment,
          at: a.feedback.at,
          ...(a.feedback.rubric === undefined ? {} : { rubric: a.feedback.rubric }),
          ...(a.feedback.files === undefined ? {} : { files: a.feedback.files }),
        },
  ...(a.replies === undefined
    ? {}
    : { replies: a.replies.map((r) => ({ author: personView(db, r.user_id), text: r.text, at: r.at })) }),
});

/** One submission with its task (names from the published body) and every attempt with its feedback. */
export const submissionDetail = (db: DbData, s: SubmissionRecord): SubmissionDetail => {
  const task = findTask(db, s.course_id, s.task_id);
  const freeTask = freeTaskOf(task, s.block_id);
  return {
    id: s.id,
    course_id: s.course_id,
    course_name: db.courses.find((c) => c.id === s.course_id)?.name ?? "",
    status: s.status,
    task: {
      module_id: s.module_id,
      lesson_id: s.lesson_id,
      task_id: s.task_id,
      block_id: s.block_id,
      name: task?.name ?? null,
      title: freeTask?.title ?? null,
      text: freeTask?.text ?? null,
      ...(freeTask?.rubric === undefined || freeTask.rubric.length === 0 ? {} : { rubric: freeTask.rubric }),
    },
    student: personView(db, s.user_id),
    attempts: s.attempts.map((a) => attemptView(db, a)),
    updated_at: s.updated_at,
  };
};

/** Newest last attempt first; ties by id. */
export const byLastSubmittedDesc = (a: SubmissionRecord, b: SubmissionRecord): number => {
  const at = (s: SubmissionRecord): string => lastAttempt(s)?.submitted_at ?? "";
  return at(b).localeCompare(at(a)) || b.id - a.id;
};
