import type { TestQuestion } from "../course/block-content";
import { pointsOf } from "../course/question-checks";

export type ChosenAnswers = { readonly questionID: string; readonly answerIDList: ReadonlyArray<string> };

export type QuestionScore = {
  readonly questionID: string;
  readonly answerIDList: ReadonlyArray<string>;
  readonly correct: boolean;
  /** Earned: the question's points when right, else 0. */
  readonly points: number;
  readonly max_points: number;
  /** The author's explanation, shown once the student has answered. */
  readonly explanation?: string;
};

export type TestScore = {
  readonly score: number;
  readonly max_score: number;
  readonly results: ReadonlyArray<QuestionScore>;
};

const sameSet = (a: ReadonlyArray<string>, b: ReadonlyArray<string>): boolean => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
};

/**
 * The scoring of a test (issue #20): a question is right when the chosen set equals its correct set
 * (an unanswered one never is) and earns its points (1 when it has none, so a test without points
 * scores one per right question as before); the score and its maximum are sums of points. The server
 * scores answers with it, and the statistics add its scores up.
 */
export const scoreTest = (questions: ReadonlyArray<TestQuestion>, answers: ReadonlyArray<ChosenAnswers>): TestScore => {
  const chosen = new Map(answers.map((a) => [a.questionID, a.answerIDList]));
  const results = questions.map((q): QuestionScore => {
    const picked = chosen.get(q.questionID) ?? [];
    const correct =
      picked.length > 0 &&
      sameSet(
        picked,
        q.answers.filter((a) => a.correct).map((a) => a.answerID),
      );
    const max = pointsOf(q);
    const scored = { questionID: q.questionID, answerIDList: [...picked], correct, points: correct ? max : 0 };
    return q.explanation === undefined || q.explanation.trim() === ""
      ? { ...scored, max_points: max }
      : { ...scored, max_points: max, explanation: q.explanation };
  });
  return {
    score: results.reduce((sum, r) => sum + r.points, 0),
    max_score: results.reduce((sum, r) => sum + r.max_points, 0),
    results,
  };
};
