import * as Result from "effect/Result";
import { notFound, invalid, type DecideError } from "../model/decide-error";
import type { DomainEvent } from "../model/event";
import type { DomainState } from "../model/state";
import { AUTHORING_MESSAGES as M } from "../validation/messages";
import type { PassageCommand } from "./passage-commands";
import { getIn } from "../model/sharded";
import { FREE_ANSWER_DRAFT_MAX, overLimitError } from "../validation/text-limits";
import { answerProblem } from "./answer-checks";
import { draftWins } from "./draft-order";
import { passageKey } from "./passage-state";

type Decision = Result.Result<ReadonlyArray<DomainEvent>, DecideError>;
const ok = (...events: DomainEvent[]): Decision => Result.succeed(events);
const fail = (error: DecideError): Decision => Result.fail(error);

/** The block a student works on must exist where the command says it is. */
const findBlock = (
  state: DomainState,
  c: { courseID: string; lessonID: string; taskID: string | null; contentBlockID: string },
) => {
  const course = state.courses[c.courseID];
  if (!course) return Result.fail(notFound(M.courseNotFound));
  const lesson = getIn(course.lessons, c.lessonID);
  if (!lesson) return Result.fail(notFound(M.lessonNotFound));
  const node = c.taskID === null ? lesson : getIn(course.tasks, c.taskID);
  if (!node) return Result.fail(notFound(M.taskNotFound));
  const block = node.blocks[c.contentBlockID];
  return block ? Result.succeed(block) : Result.fail(notFound(M.blockNotFound));
};

export const decidePassage = (state: DomainState, c: PassageCommand): Decision => {
  switch (c._tag) {
    case "OpenBlock": {
      const block = findBlock(state, c);
      return Result.isFailure(block) ? fail(block.failure) : ok({ ...c, _tag: "PassageStarted" });
    }
    case "AnswerTest": {
      const block = findBlock(state, c);
      if (Result.isFailure(block)) return fail(block.failure);
      const content = block.success.content;
      if (content._tag !== "test") return fail(notFound(M.itemNotFound));
      // An empty list is a question unticked again: kept as such, so a reload does not bring old ticks back.
      const problem = answerProblem(content.questions, c, true);
      return problem === undefined ? ok({ ...c, _tag: "TestAnswered" }) : fail(invalid([problem]));
    }
    case "DraftAnswer": {
      const block = findBlock(state, c);
      if (Result.isFailure(block)) return fail(block.failure);
      if (block.success.content._tag !== "freeTask") return fail(notFound(M.blockNotFound));
      // A draft older than the one kept (another device's, typed later) changes nothing (issue #30).
      if (c.updatedAt !== undefined && !draftWins(c, getIn(state.passage.answerDrafts, passageKey(c)))) return ok();
      const tooLong = overLimitError(c.text.length, FREE_ANSWER_DRAFT_MAX);
      return tooLong === undefined
        ? ok({ ...c, _tag: "AnswerDrafted" })
        : fail(invalid([{ field: "text", message: tooLong }]));
    }
    case "ClearAnswerDraft":
      return getIn(state.passage.answerDrafts, passageKey(c)) ? ok({ ...c, _tag: "AnswerDraftCleared" }) : ok();
    case "StartCoursePassage":
      return state.courses[c.courseID] ? ok({ ...c, _tag: "CoursePassageStarted" }) : fail(notFound(M.courseNotFound));
    case "ContinueLesson":
      return ok({ ...c, _tag: "LessonContinued" });
    case "StartLesson":
    case "EndLesson": {
      const course = state.courses[c.courseID];
      if (!course) return fail(notFound(M.courseNotFound));
      if (!getIn(course.lessons, c.lessonID)) return fail(notFound(M.lessonNotFound));
      return ok({ ...c, _tag: c._tag === "StartLesson" ? "LessonStarted" : "LessonEnded" });
    }
    case "CompleteBlock": {
      // The lesson statistics count the blocks of its tasks too: the event names the block only.
      const block = findBlock(state, c);
      return Result.isFailure(block)
        ? fail(block.failure)
        : ok({ _tag: "BlockCompleted", courseID: c.courseID, lessonID: c.lessonID, contentBlockID: c.contentBlockID });
    }
    default: {
      const never: never = c;
      return never;
    }
  }
};
