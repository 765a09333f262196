import * as Schema from "effect/Schema";
import { Id } from "../course/ids";
import { commandOf } from "../model/command-of";
import * as E from "./passage-events";

/** What a student does while taking a course. Times come from the caller. Each command has the fields of its event. */
export const OpenBlock = commandOf("OpenBlock", E.PassageStarted);
export const AnswerTest = commandOf("AnswerTest", E.TestAnswered);
export const StartCoursePassage = commandOf("StartCoursePassage", E.CoursePassageStarted);
export const ContinueLesson = commandOf("ContinueLesson", E.LessonContinued);
export const StartLesson = commandOf("StartLesson", E.LessonStarted);
/** `taskID` names the task when the block is in a task's content (null: the lesson's own content). */
export const CompleteBlock = commandOf("CompleteBlock", E.BlockCompleted, { taskID: Schema.NullOr(Id) });
export const EndLesson = commandOf("EndLesson", E.LessonEnded);

/** Keeps what the student has typed and attached for a free task, until it is sent (issue #15). */
export const DraftAnswer = commandOf("DraftAnswer", E.AnswerDrafted);
export const ClearAnswerDraft = commandOf("ClearAnswerDraft", E.AnswerDraftCleared);

export const PassageCommand = Schema.Union([
  DraftAnswer,
  ClearAnswerDraft,
  OpenBlock,
  AnswerTest,
  StartCoursePassage,
  ContinueLesson,
  StartLesson,
  CompleteBlock,
  EndLesson,
]);
export type PassageCommand = typeof PassageCommand.Type;
