import * as Schema from "effect/Schema";
import { FileRef } from "@app/domain/course/ids";
import { TestAnswersRequest } from "@app/domain/api/passage";

/** The answers of a test (POST /api/my-courses/{id}/tests/{blockId}/answers). */
export const TestAnswersSend = Schema.TaggedStruct("TestAnswers", {
  courseID: Schema.String,
  blockID: Schema.String,
  body: TestAnswersRequest,
});
/** A free answer (POST …/tasks/{taskId}/blocks/{blockId}/submissions); its draft goes once it is sent. */
export const SubmissionSend = Schema.TaggedStruct("Submission", {
  courseID: Schema.String,
  lessonID: Schema.String,
  taskID: Schema.String,
  blockID: Schema.String,
  text: Schema.String,
  files: Schema.Array(FileRef),
});
/** A post of the course discussion (POST /api/courses/{id}/discussion). */
export const DiscussionPostSend = Schema.TaggedStruct("DiscussionPost", {
  courseID: Schema.String,
  text: Schema.String,
});

/** `Начать урок` (POST …/lessons/{lessonId}/start). */
export const LessonStartSend = Schema.TaggedStruct("LessonStart", { courseID: Schema.String, lessonID: Schema.String });
/** `Отметить как пройденное` (POST …/lessons/{lessonId}/blocks/{blockId}/complete). */
export const BlockCompleteSend = Schema.TaggedStruct("BlockComplete", {
  courseID: Schema.String,
  lessonID: Schema.String,
  blockID: Schema.String,
});
/** The student's review of the course (POST /api/courses/{id}/reviews). */
export const CourseReviewSend = Schema.TaggedStruct("CourseReview", {
  courseID: Schema.String,
  rating: Schema.Number,
  text: Schema.String,
});

export const OutboxRequest = Schema.Union([
  TestAnswersSend,
  SubmissionSend,
  DiscussionPostSend,
  LessonStartSend,
  BlockCompleteSend,
  CourseReviewSend,
]);
export type OutboxRequest = typeof OutboxRequest.Type;

/**
 * A user action that needs the server, kept until the server has answered it (issue #15).
 * `owner` is the user who made it (only his session sends it); `refresh` the query keys to
 * refetch once it is sent; `sentMessage` the confirmation shown then.
 */
export const OutboxItem = Schema.Struct({
  id: Schema.String,
  owner: Schema.String,
  request: OutboxRequest,
  refresh: Schema.Array(Schema.Array(Schema.String)),
  sentMessage: Schema.String,
});
export type OutboxItem = typeof OutboxItem.Type;

export const OutboxItems = Schema.Array(OutboxItem);
