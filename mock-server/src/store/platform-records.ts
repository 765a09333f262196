import * as Schema from "effect/Schema";
import { CourseBody } from "@app/domain/api/course-content";
import { FileRef } from "@app/domain/course/ids";
import { RubricMark } from "@app/domain/review/rubric-marks";
import { EnrolmentView, OrderView } from "@app/domain/api/access";
import { Group, Subdivision } from "@app/domain/api/people";

/**
 * The records of the course platform API (issue 4 §2), one collection each. Ids of course content
 * (modules, lessons, tasks, blocks, questions, answers) are strings, as in the domain model;
 * server-assigned ones are decimal strings from the counters `modules`, `lessons`, `tasks`, `blocks`.
 */

/** A course's content: the draft authors edit and the copy published to students (null until first publish). */
export const CourseContentRecord = Schema.Struct({
  course_id: Schema.Number,
  draft: CourseBody,
  published: Schema.NullOr(CourseBody),
  /** When the draft last changed and when it was last published: the card status compares them. */
  draft_changed_at: Schema.String,
  published_at: Schema.NullOr(Schema.String),
});
export type CourseContentRecord = typeof CourseContentRecord.Type;

/** A student in a course: stored as the API shows it. */
export const EnrolmentRecord = EnrolmentView;
export type EnrolmentRecord = typeof EnrolmentRecord.Type;

/** An order of a paid course (paid at once: the development stand has no payment provider). */
export const OrderRecord = OrderView;
export type OrderRecord = typeof OrderRecord.Type;

/** An e-mailed invitation to a course, as a student or as a teacher. Only the token's SHA-256 is kept. */
export const InvitationRecord = Schema.Struct({
  id: Schema.Number,
  course_id: Schema.Number,
  email: Schema.String,
  role: Schema.Literals(["student", "teacher"]),
  token_hash: Schema.String,
  created_at: Schema.String,
  expires_at: Schema.String,
  accepted_by: Schema.NullOr(Schema.Number),
  revoked: Schema.Boolean,
});
export type InvitationRecord = typeof InvitationRecord.Type;

/** SPEC §3 lesson statistics, per student: start and end, and which blocks are completed. */
export const LessonProgressRecord = Schema.Struct({
  id: Schema.Number,
  course_id: Schema.Number,
  user_id: Schema.Number,
  module_id: Schema.String,
  lesson_id: Schema.String,
  start_date: Schema.NullOr(Schema.String),
  end_date: Schema.NullOr(Schema.String),
  blocks: Schema.Array(Schema.Struct({ id: Schema.String, completed: Schema.Boolean })),
});
export type LessonProgressRecord = typeof LessonProgressRecord.Type;

/** One answer to a test block, scored. */
export const TestAttemptRecord = Schema.Struct({
  id: Schema.Number,
  course_id: Schema.Number,
  user_id: Schema.Number,
  lesson_id: Schema.String,
  task_id: Schema.NullOr(Schema.String),
  block_id: Schema.String,
  answers: Schema.Array(Schema.Struct({ questionID: Schema.String, answerIDList: Schema.Array(Schema.String) })),
  score: Schema.Number,
  max_score: Schema.Number,
  answered_at: Schema.String,
});
export type TestAttemptRecord = typeof TestAttemptRecord.Type;

/** A test's ticks not sent yet, per question (issue #15); gone once the test is answered. */
export const TestDraftRecord = Schema.Struct({
  id: Schema.Number,
  course_id: Schema.Number,
  user_id: Schema.Number,
  block_id: Schema.String,
  answers: Schema.Array(Schema.Struct({ questionID: Schema.String, answerIDList: Schema.Array(Schema.String) })),
  updated_at: Schema.String,
});
export type TestDraftRecord = typeof TestDraftRecord.Type;

/**
 * A free answer typed but not sent yet (issue #30), per student and block: the newest of his
 * devices' drafts (`updated_at`: when it was typed); gone once the answer is sent.
 */
export const AnswerDraftRecord = Schema.Struct({
  id: Schema.Number,
  course_id: Schema.Number,
  user_id: Schema.Number,
  block_id: Schema.String,
  text: Schema.String,
  files: Schema.Array(FileRef),
  updated_at: Schema.String,
});
export type AnswerDraftRecord = typeof AnswerDraftRecord.Type;

/** A teacher's verdict on one attempt. */
export const FeedbackRecord = Schema.Struct({
  teacher_id: Schema.Number,
  decision: Schema.Literals(["accepted", "needsWork"]),
  comment: Schema.String,
  at: Schema.String,
  /** Issue #34: the rubric's criteria as they were at the decision, each met or not. */
  rubric: Schema.optionalKey(Schema.Array(RubricMark)),
  /** Issue #34 part 6: the teacher's own uploads attached to the feedback (absent in older data: none). */
  files: Schema.optionalKey(Schema.Array(FileRef)),
});
export type FeedbackRecord = typeof FeedbackRecord.Type;

/** Issue #34 part 6: the student's answer to his attempt's rework comment. */
export const ReplyRecord = Schema.Struct({ user_id: Schema.Number, text: Schema.String, at: Schema.String });
export type ReplyRecord = typeof ReplyRecord.Type;

/** One try at a free task: what the student sent and, once checked, the feedback. */
export const AttemptRecord = Schema.Struct({
  number: Schema.Number,
  text: Schema.String,
  files: Schema.Array(FileRef),
  submitted_at: Schema.String,
  /** Issue #37: sent after its soft date, as the plan stood then (absent in older data and when on time). */
  late: Schema.optionalKey(Schema.Boolean),
  feedback: Schema.NullOr(FeedbackRecord),
  /** Issue #34 part 6: the student's answers to the feedback, oldest first (absent in older data: none). */
  replies: Schema.optionalKey(Schema.Array(ReplyRecord)),
});
export type AttemptRecord = typeof AttemptRecord.Type;

/** A student's work on one free-task block, with every attempt and its feedback kept (the history). */
export const SubmissionRecord = Schema.Struct({
  id: Schema.Number,
  course_id: Schema.Number,
  user_id: Schema.Number,
  module_id: Schema.String,
  lesson_id: Schema.String,
  task_id: Schema.String,
  block_id: Schema.String,
  status: Schema.Literals(["onReview", "needsWork", "accepted"]),
  attempts: Schema.Array(AttemptRecord),
  updated_at: Schema.String,
});
export type SubmissionRecord = typeof SubmissionRecord.Type;

/** A post in a course's discussion. */
export const DiscussionPostRecord = Schema.Struct({
  id: Schema.Number,
  course_id: Schema.Number,
  user_id: Schema.Number,
  text: Schema.String,
  created_at: Schema.String,
  /** A reply's thread (its first post; issue #30); absent for a first post and in older data files. */
  reply_to: Schema.optionalKey(Schema.Number),
});
export type DiscussionPostRecord = typeof DiscussionPostRecord.Type;

/** A student's review of a course: 1–5 stars and a text. One per student and course. */
export const CourseReviewRecord = Schema.Struct({
  id: Schema.Number,
  course_id: Schema.Number,
  user_id: Schema.Number,
  rating: Schema.Number,
  text: Schema.String,
  created_at: Schema.String,
  /** Issue #30 (absent in older data files): when its author last edited it, and the staff's answer. */
  edited_at: Schema.optionalKey(Schema.String),
  answer: Schema.optionalKey(Schema.Struct({ user_id: Schema.Number, text: Schema.String, at: Schema.String })),
});
export type CourseReviewRecord = typeof CourseReviewRecord.Type;

/** A school's group of students: stored as the API shows it. */
export const GroupRecord = Group;
export type GroupRecord = typeof GroupRecord.Type;

/** A school's subdivision (department), holding groups: stored as the API shows it. */
export const SubdivisionRecord = Subdivision;
export type SubdivisionRecord = typeof SubdivisionRecord.Type;
