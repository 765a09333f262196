import type { TestAnswersRequest } from "@app/domain/api/passage";
import type { TestQuestion } from "@app/domain/course/block-content";
import { VALIDATION_MESSAGES } from "@app/domain/validation/messages";
import { HttpError } from "../http/http-error";

/**
 * 422 `answers.{i}.questionID` / `answers.{i}.answerIDList` for ids that are not in the test. An
 * answer needs a pick; a draft may hold an emptied question (`allowEmpty`: the tick was taken back).
 */
export const checkAnswers = (questions: ReadonlyArray<TestQuestion>, answers: TestAnswersRequest["answers"], allowEmpty = false): void => {
  if (answers.length === 0) throw new HttpError(422, "", { answers: [VALIDATION_MESSAGES.required] });
  const errors: Record<string, string[]> = {};
  answers.forEach((answer, i) => {
    const question = questions.find((q) => q.questionID === answer.questionID);
    if (question === undefined) errors[`answers.${i}.questionID`] = [VALIDATION_MESSAGES.unknownOption];
    else if (answer.answerIDList.length === 0 && !allowEmpty) errors[`answers.${i}.answerIDList`] = [VALIDATION_MESSAGES.required];
    else if (!answer.answerIDList.every((id) => question.answers.some((a) => a.answerID === id))) errors[`answers.${i}.answerIDList`] = [VALIDATION_MESSAGES.unknownOption];
  });
  if (Object.keys(errors).length > 0) throw new HttpError(422, "", errors);
};
