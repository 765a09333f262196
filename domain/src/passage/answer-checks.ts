import type { Problem } from "../course/course-checks";
import type { TestQuestion } from "../course/block-content";
import { CONTENT_MESSAGES } from "../course/content-messages";
import { isSingleChoice } from "../course/question-checks";
import { VALIDATION_MESSAGES } from "../validation/messages";

/** One answer to a test: the question and the answers ticked for it. */
export type TestAnswer = { readonly questionID: string; readonly answerIDList: ReadonlyArray<string> };

/**
 * The rule for one test answer, for the student's page (`decidePassage`) and the server (answers
 * and drafts) alike: the question must be the test's (`questionID`) and every ticked answer one of
 * its answers (`answerIDList`), and only one for a single-choice question. A scored answer needs a
 * tick; a tick taken back (`allowEmpty`) is an empty list, kept so a reload does not bring old ticks back.
 */
export const answerProblem = (
  questions: ReadonlyArray<TestQuestion>,
  answer: TestAnswer,
  allowEmpty: boolean,
): Problem | undefined => {
  const question = questions.find((q) => q.questionID === answer.questionID);
  if (question === undefined) return { field: "questionID", message: VALIDATION_MESSAGES.unknownOption };
  if (answer.answerIDList.length === 0 && !allowEmpty)
    return { field: "answerIDList", message: VALIDATION_MESSAGES.required };
  const known = new Set(question.answers.map((a) => a.answerID));
  if (!answer.answerIDList.every((id) => known.has(id)))
    return { field: "answerIDList", message: VALIDATION_MESSAGES.unknownOption };
  return isSingleChoice(question) && new Set(answer.answerIDList).size > 1
    ? { field: "answerIDList", message: CONTENT_MESSAGES.singleAnswer }
    : undefined;
};
