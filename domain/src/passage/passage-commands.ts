import * as Schema from "effect/Schema";
import { FileRef, Id, Millis } from "../course/ids";

/** What a student does while taking a course. Times come from the caller. */
export const OpenBlock = Schema.TaggedStruct("OpenBlock", { courseID: Id, lessonID: Id, taskID: Schema.NullOr(Id), contentBlockID: Id, startedAt: Millis });
export const AnswerTest = Schema.TaggedStruct("AnswerTest", {
  courseID: Id,
  lessonID: Id,
  taskID: Schema.NullOr(Id),
  contentBlockID: Id,
  testPassageID: Id,
  questionID: Id,
  answerIDList: Schema.Array(Id),
});
export const StartCoursePassage = Schema.TaggedStruct("StartCoursePassage", { courseID: Id, id: Id });
export const ContinueLesson = Schema.TaggedStruct("ContinueLesson", { lessonID: Schema.NullOr(Id) });
export const StartLesson = Schema.TaggedStruct("StartLesson", { courseID: Id, lessonID: Id, date: Schema.String });
/** `taskID` names the task when the block is in a task's content (null: the lesson's own content). */
export const CompleteBlock = Schema.TaggedStruct("CompleteBlock", { courseID: Id, lessonID: Id, taskID: Schema.NullOr(Id), contentBlockID: Id });
export const EndLesson = Schema.TaggedStruct("EndLesson", { courseID: Id, lessonID: Id, date: Schema.String });

/** Keeps what the student has typed and attached for a free task, until it is sent (issue #15). */
export const DraftAnswer = Schema.TaggedStruct("DraftAnswer", { courseID: Id, lessonID: Id, taskID: Id, contentBlockID: Id, text: Schema.String, files: Schema.Array(FileRef) });
export const ClearAnswerDraft = Schema.TaggedStruct("ClearAnswerDraft", { courseID: Id, lessonID: Id, taskID: Id, contentBlockID: Id });

export const PassageCommand = Schema.Union([DraftAnswer, ClearAnswerDraft, OpenBlock, AnswerTest, StartCoursePassage, ContinueLesson, StartLesson, CompleteBlock, EndLesson]);
export type PassageCommand = typeof PassageCommand.Type;
