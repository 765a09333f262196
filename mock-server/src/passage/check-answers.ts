import type { TestAnswersRequest } from "@app/domain/api/passage";
import type { TestQuestion } from "@app/domain/course/block-content";
import { answerProblem } from "@app/domain/passage/answer-checks";
import { VALIDATION_MESSAGES } from "@app/domain/validation/messages";
import { HttpError, refuseInvalid } from "../http/http-error";

/**
 * 422 `answers.{i}.questionID` / `answers.{i}.answerIDList` by the domain's rule for each answer
 * (`answerProblem`, the one the student's page decides by). A draft may hold an emptied question
 * (`allowEmpty`: the tick was taken back).
 */
export const checkAnswers = (
  questions: ReadonlyArray<TestQuestion>,
  answers: TestAnswersRequest["answers"],
  allowEmpty = false,
): void => {
  if (answers.length === 0) throw new HttpError(422, "", { answers: [VALIDATION_MESSAGES.required] });
  const errors: Record<string, string[]> = {};
  answers.forEach((answer, i) => {
    const problem = answerProblem(questions, answer, allowEmpty);
    if (problem !== undefined) errors[`answers.${i}.${problem.field}`] = [problem.message];
  });
  refuseInvalid(errors);
};
