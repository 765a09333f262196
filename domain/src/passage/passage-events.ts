import * as Schema from "effect/Schema";
import { Id, Millis } from "../course/ids";

/** A student opened a block: upserted per (course, lesson, task, block); the first startedAt stays. */
export const PassageStarted = Schema.TaggedStruct("PassageStarted", {
  courseID: Id,
  lessonID: Id,
  taskID: Schema.NullOr(Id),
  contentBlockID: Id,
  startedAt: Millis,
});
/** A test answer, upserted per question. */
export const TestAnswered = Schema.TaggedStruct("TestAnswered", {
  courseID: Id,
  lessonID: Id,
  taskID: Schema.NullOr(Id),
  contentBlockID: Id,
  testPassageID: Id,
  questionID: Id,
  answerIDList: Schema.Array(Id),
});
export const CoursePassageStarted = Schema.TaggedStruct("CoursePassageStarted", { courseID: Id, id: Id });
export const LessonContinued = Schema.TaggedStruct("LessonContinued", { lessonID: Schema.NullOr(Id) });
/** Sets the lesson's statistics start_date, only if not set yet. `date` is the caller's current time. */
export const LessonStarted = Schema.TaggedStruct("LessonStarted", { courseID: Id, lessonID: Id, date: Schema.String });
/** Marks a lesson block done: completed in the lesson statistics. */
export const BlockCompleted = Schema.TaggedStruct("BlockCompleted", { courseID: Id, lessonID: Id, contentBlockID: Id });
export const LessonEnded = Schema.TaggedStruct("LessonEnded", { courseID: Id, lessonID: Id, date: Schema.String });

export const PassageEvent = Schema.Union([
  PassageStarted,
  TestAnswered,
  CoursePassageStarted,
  LessonContinued,
  LessonStarted,
  BlockCompleted,
  LessonEnded,
]);
export type PassageEvent = typeof PassageEvent.Type;
