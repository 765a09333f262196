import type { TestResult } from "@app/domain/api/passage";
import type { TestQuestion } from "@app/domain/course/block-content";
import { scoreTest as scoreByPoints } from "@app/domain/passage/test-score";

export type Answer = { readonly questionID: string; readonly answerIDList: ReadonlyArray<string> };

/** SPEC §4: answers are kept per question; a new answer to a question replaces the old one. */
export const upsertAnswers = (previous: ReadonlyArray<Answer>, next: ReadonlyArray<Answer>): ReadonlyArray<Answer> => {
  const byQuestion = new Map(previous.map((a) => [a.questionID, a]));
  for (const answer of next)
    byQuestion.set(answer.questionID, {
      questionID: answer.questionID,
      answerIDList: [...new Set(answer.answerIDList)],
    });
  return [...byQuestion.values()];
};

/** The domain's scoring (points per question, issue #20) with the time of the answer. */
export const scoreTest = (
  questions: ReadonlyArray<TestQuestion>,
  answers: ReadonlyArray<Answer>,
  answeredAt: string,
): TestResult => ({ ...scoreByPoints(questions, answers), answered_at: answeredAt });
