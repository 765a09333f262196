import * as Schema from "effect/Schema";
import { FileRef } from "../course/ids";
import { PageMeta, pageOf } from "./paging";
import { Rubric } from "../course/rubric";
import { RubricMark } from "../review/rubric-marks";

/**
 * Wire schemas of the review area (SPEC §2 /availableCourses and /check/…): the courses a
 * reviewer may check, the drill-down to a task, its submissions, one submission with its whole
 * history, and the two decisions.
 */

/** The longest comment a reviewer may write. */
export const REVIEW_COMMENT_MAX = 2000;

/** Russian messages of the review area that SPEC §5 leaves open. */
export const REVIEW_MESSAGES = {
  alreadyChecked: "Задание уже проверено",
  submissionNotFound: "Работа не найдена",
  replyOnlyToRework: "Ответить можно на комментарий к работе на доработке",
} as const;

export const SubmissionStatus = Schema.Literals(["onReview", "needsWork", "accepted"]);
export type SubmissionStatus = typeof SubmissionStatus.Type;

/** A person as lists show him: name, surname and avatar URL (each null when not filled in). */
export const PersonView = Schema.Struct({
  id: Schema.Number,
  name: Schema.NullOr(Schema.String),
  surname: Schema.NullOr(Schema.String),
  avatar: Schema.NullOr(Schema.String),
});
export type PersonView = typeof PersonView.Type;

/** Submissions by status: waiting for a check, sent back for rework, accepted. */
export const ReviewCounts = Schema.Struct({
  on_review: Schema.Number,
  needs_work: Schema.Number,
  accepted: Schema.Number,
});
export type ReviewCounts = typeof ReviewCounts.Type;

/** GET /api/review/courses item. */
export const ReviewCourse = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  school_id: Schema.Number,
  counts: ReviewCounts,
});
export type ReviewCourse = typeof ReviewCourse.Type;
export const ReviewCoursesResponse = pageOf(ReviewCourse);
export type ReviewCoursesResponse = typeof ReviewCoursesResponse.Type;

/** A module, lesson or task of the drill-down, with its counts. Content ids are strings. */
export const ReviewNode = Schema.Struct({ id: Schema.String, name: Schema.String, counts: ReviewCounts });
export type ReviewNode = typeof ReviewNode.Type;
export const ReviewNodesResponse = Schema.Struct({ data: Schema.Array(ReviewNode) });
export type ReviewNodesResponse = typeof ReviewNodesResponse.Type;

/** GET /api/review/courses/{id}/tasks/{taskId}/submissions item. */
export const SubmissionSummary = Schema.Struct({
  id: Schema.Number,
  block_id: Schema.String,
  student: PersonView,
  status: SubmissionStatus,
  attempts: Schema.Number,
  submitted_at: Schema.NullOr(Schema.String),
});
export type SubmissionSummary = typeof SubmissionSummary.Type;
export const SubmissionSummariesResponse = pageOf(SubmissionSummary);
export type SubmissionSummariesResponse = typeof SubmissionSummariesResponse.Type;

/** `?status=` of the submissions list (absent: every status). */
export const SubmissionsQuery = Schema.Struct({ status: Schema.optionalKey(SubmissionStatus) });
export type SubmissionsQuery = typeof SubmissionsQuery.Type;

/** A reviewer's verdict on one attempt. */
export const FeedbackView = Schema.Struct({
  teacher: PersonView,
  decision: Schema.Literals(["accepted", "needsWork"]),
  comment: Schema.String,
  at: Schema.String,
  /** Issue #34: the rubric's criteria, each met or not, when the task had one at the decision. */
  rubric: Schema.optionalKey(Schema.Array(RubricMark)),
  /** Issue #34 part 6: files the teacher attached to his feedback (absent: none). */
  files: Schema.optionalKey(Schema.Array(FileRef)),
});
export type FeedbackView = typeof FeedbackView.Type;

/** Issue #34 part 6: the student's answer to a rework comment. */
export const ReplyView = Schema.Struct({ author: PersonView, text: Schema.String, at: Schema.String });
export type ReplyView = typeof ReplyView.Type;

export const AttemptView = Schema.Struct({
  number: Schema.Number,
  text: Schema.String,
  files: Schema.Array(FileRef),
  submitted_at: Schema.String,
  /** Issue #37: sent after its soft date (absent: on time, or sent before deadlines existed). */
  late: Schema.optionalKey(Schema.Boolean),
  feedback: Schema.NullOr(FeedbackView),
  /** Issue #34 part 6: the student's answers to this attempt's feedback, oldest first (absent: none). */
  replies: Schema.optionalKey(Schema.Array(ReplyView)),
});
export type AttemptView = typeof AttemptView.Type;

/** Where the submission belongs, with the task's name and the free task's title and text (null when removed since). */
export const SubmissionTask = Schema.Struct({
  module_id: Schema.String,
  lesson_id: Schema.String,
  task_id: Schema.String,
  block_id: Schema.String,
  name: Schema.NullOr(Schema.String),
  title: Schema.NullOr(Schema.String),
  text: Schema.NullOr(Schema.String),
  /** Issue #34: the free task's rubric, absent when it has none. */
  rubric: Schema.optionalKey(Rubric),
});
export type SubmissionTask = typeof SubmissionTask.Type;

/** GET /api/submissions/{id}, and the answer of accept / rework. */
export const SubmissionDetail = Schema.Struct({
  id: Schema.Number,
  course_id: Schema.Number,
  course_name: Schema.String,
  status: SubmissionStatus,
  task: SubmissionTask,
  student: PersonView,
  attempts: Schema.Array(AttemptView),
  updated_at: Schema.String,
});
export type SubmissionDetail = typeof SubmissionDetail.Type;
export const SubmissionDetailResponse = Schema.Struct({ data: SubmissionDetail });
export type SubmissionDetailResponse = typeof SubmissionDetailResponse.Type;

/** POST /api/submissions/{id}/accept. */
export const AcceptRequest = Schema.Struct({
  comment: Schema.optionalKey(Schema.String),
  /** Issue #34: the ids of the rubric's criteria the teacher ticked. */
  criteria: Schema.optionalKey(Schema.Array(Schema.String)),
  /** Issue #34 part 6: ids of the teacher's own uploads (POST /api/file) attached to the feedback. */
  files: Schema.optionalKey(Schema.Array(Schema.String)),
});
export type AcceptRequest = typeof AcceptRequest.Type;

/** POST /api/submissions/{id}/rework: the comment is required. */
export const ReworkRequest = Schema.Struct({
  comment: Schema.String,
  criteria: Schema.optionalKey(Schema.Array(Schema.String)),
  files: Schema.optionalKey(Schema.Array(Schema.String)),
});
export type ReworkRequest = typeof ReworkRequest.Type;

/** The longest answer a student may write to a rework comment. */
export const REVIEW_REPLY_MAX = 2000;

/** POST /api/submissions/{id}/replies: the student's answer to the rework comment of his last attempt. */
export const ReplyRequest = Schema.Struct({ text: Schema.String });
export type ReplyRequest = typeof ReplyRequest.Type;

/** Issue #34: `?status=&course_id=&group_id=&task_id=&older_than_days=` of the review queue (strings from the URL). */
export const QueueQuery = Schema.Struct({
  status: Schema.optionalKey(SubmissionStatus),
  course_id: Schema.optionalKey(Schema.String.check(Schema.isPattern(/^\d{1,15}$/))),
  group_id: Schema.optionalKey(Schema.String.check(Schema.isPattern(/^\d{1,15}$/))),
  task_id: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(200))),
  older_than_days: Schema.optionalKey(Schema.String.check(Schema.isPattern(/^\d{1,3}$/))),
  /** Issue #37: `1` only late works (their last attempt), `0` only works on time. */
  late: Schema.optionalKey(Schema.Literals(["0", "1"])),
});
export type QueueQuery = typeof QueueQuery.Type;

/** One work of the queue: where it belongs, who sent it, and when his last attempt came. */
export const QueueItem = Schema.Struct({
  id: Schema.Number,
  course_id: Schema.Number,
  course_name: Schema.String,
  task_id: Schema.String,
  task_name: Schema.NullOr(Schema.String),
  student: PersonView,
  status: SubmissionStatus,
  attempts: Schema.Number,
  submitted_at: Schema.String,
  /** Issue #37: its last attempt came after the soft date (absent from servers before it: on time). */
  late: Schema.optionalKey(Schema.Boolean),
});
export type QueueItem = typeof QueueItem.Type;

/** A filter's choice with how many works it holds under the other filters. */
export const QueueFacet = Schema.Struct({ id: Schema.String, name: Schema.String, count: Schema.Number });
export type QueueFacet = typeof QueueFacet.Type;

/**
 * GET /api/review/queue: a page of the queue (GUIDE §1 paging), the counts by status under the
 * other filters, and the courses, tasks and groups to filter by.
 */
export const ReviewQueueResponse = Schema.Struct({
  data: Schema.Array(QueueItem),
  meta: PageMeta,
  counts: ReviewCounts,
  courses: Schema.Array(QueueFacet),
  tasks: Schema.Array(QueueFacet),
  groups: Schema.Array(QueueFacet),
});
export type ReviewQueueResponse = typeof ReviewQueueResponse.Type;

/** Issue #34 part 5: who holds a work's review lock and until when; `mine` when the caller does. */
export const ReviewLockView = Schema.Struct({ teacher: PersonView, expires_at: Schema.String, mine: Schema.Boolean });
export type ReviewLockView = typeof ReviewLockView.Type;

/** POST /api/submissions/{id}/lock: the lock after the attempt to take it (someone else's if he holds it). */
export const ReviewLockResponse = Schema.Struct({ data: ReviewLockView });
export type ReviewLockResponse = typeof ReviewLockResponse.Type;

/** DELETE /api/submissions/{id}/lock: `{ "data": null }`. */
export const ReviewUnlockResponse = Schema.Struct({ data: Schema.Null });

/** The refusal of a decision on a work another teacher holds: `Проверяет Ольга Смирнова`. */
export const lockedByMessage = (name: string): string => `Проверяет ${name}`;
