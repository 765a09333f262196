import * as Schema from "effect/Schema";
import { FileRef } from "@app/domain/course/ids";
import { TestAnswersRequest } from "@app/domain/api/passage";

/** The answers of a test (POST /api/my-courses/{id}/tests/{blockId}/answers). */
export const TestAnswersSend = Schema.TaggedStruct("TestAnswers", { courseID: Schema.String, blockID: Schema.String, body: TestAnswersRequest });
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
export const DiscussionPostSend = Schema.TaggedStruct("DiscussionPost", { courseID: Schema.String, text: Schema.String });

export const OutboxRequest = Schema.Union([TestAnswersSend, SubmissionSend, DiscussionPostSend]);
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
