import * as Schema from "effect/Schema";
import { FileRef, Id, Millis } from "../course/ids";
import { PassageState } from "./passage-state";

/** A student opened a block: upserted per (course, lesson, task, block); the first startedAt stays. */
export const PassageStarted = Schema.TaggedStruct("PassageStarted", {
  courseID: Id,
  lessonID: Id,
  taskID: Schema.NullOr(Id),
  contentBlockID: Id,
  startedAt: Millis,
});
/** A test answer, upserted per question. An empty list: the question has no pick (yet, or again). */
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

/**
 * A free answer's draft, as typed so far (issue #15): upserted per (course, lesson, task, block).
 * `updatedAt`: when it was typed (issue #30, the newest draft wins across devices; see draft-order).
 */
export const AnswerDrafted = Schema.TaggedStruct("AnswerDrafted", {
  courseID: Id,
  lessonID: Id,
  taskID: Id,
  contentBlockID: Id,
  text: Schema.String,
  files: Schema.Array(FileRef),
  updatedAt: Schema.optionalKey(Millis),
});
/** The answer was sent (or the student emptied it): its draft goes. */
export const AnswerDraftCleared = Schema.TaggedStruct("AnswerDraftCleared", {
  courseID: Id,
  lessonID: Id,
  taskID: Id,
  contentBlockID: Id,
});
/**
 * The passage slice as persisted (SPEC §3), read at start or written by another tab: it replaces
 * the slice whole. It comes from outside the model, so it is an event (a log replays without storage).
 */
export const PassageRestored = Schema.TaggedStruct("PassageRestored", { passage: PassageState });

export const PassageEvent = Schema.Union([
  AnswerDrafted,
  AnswerDraftCleared,
  PassageRestored,
  PassageStarted,
  TestAnswered,
  CoursePassageStarted,
  LessonContinued,
  LessonStarted,
  BlockCompleted,
  LessonEnded,
]);
export type PassageEvent = typeof PassageEvent.Type;
