import type { TestResult } from "@app/domain/api/passage";
import type { TestQuestion } from "@app/domain/course/block-content";

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

const sameSet = (a: ReadonlyArray<string>, b: ReadonlyArray<string>): boolean => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
};

/** One point per question whose chosen set equals its correct set; unanswered questions score nothing. */
export const scoreTest = (
  questions: ReadonlyArray<TestQuestion>,
  answers: ReadonlyArray<Answer>,
  answeredAt: string,
): TestResult => {
  const chosen = new Map(answers.map((a) => [a.questionID, a.answerIDList]));
  const results = questions.map((q) => {
    const picked = chosen.get(q.questionID) ?? [];
    const correct =
      picked.length > 0 &&
      sameSet(
        picked,
        q.answers.filter((a) => a.correct).map((a) => a.answerID),
      );
    return { questionID: q.questionID, answerIDList: [...picked], correct };
  });
  return {
    score: results.filter((r) => r.correct).length,
    max_score: questions.length,
    results,
    answered_at: answeredAt,
  };
};
