import { describe, expect, it } from "vitest";
import type { TestQuestion } from "../course/block-content";
import { answerProblem } from "./answer-checks";
import { CONTENT_MESSAGES } from "../course/content-messages";
import { scoreTest } from "./test-score";

const q = (id: string, correct: ReadonlyArray<string>, extra: Partial<TestQuestion> = {}): TestQuestion => ({
  questionID: id,
  text: id,
  answers: ["a", "b", "c"].map((a) => ({ answerID: `${id}${a}`, text: a, correct: correct.includes(a) })),
  ...extra,
});

describe("scoreTest", () => {
  it("scores one per right question when no question has points (old tests)", () => {
    const result = scoreTest(
      [q("1", ["a"]), q("2", ["a", "b"])],
      [
        { questionID: "1", answerIDList: ["1a"] },
        { questionID: "2", answerIDList: ["2a"] },
      ],
    );
    expect(result.score).toBe(1);
    expect(result.max_score).toBe(2);
    expect(result.results.map((r) => [r.correct, r.points, r.max_points])).toEqual([
      [true, 1, 1],
      [false, 0, 1],
    ]);
  });

  it("sums the points of the right questions and hands out the explanations", () => {
    const result = scoreTest(
      [
        q("1", ["b"], { type: "single", points: 3, explanation: "Потому что б" }),
        q("2", ["a"], { points: 2 }),
        q("3", ["c"], { explanation: "  " }),
      ],
      [
        { questionID: "1", answerIDList: ["1b"] },
        { questionID: "2", answerIDList: ["2b"] },
      ],
    );
    expect(result.score).toBe(3);
    expect(result.max_score).toBe(6);
    expect(result.results[0]).toEqual({
      questionID: "1",
      answerIDList: ["1b"],
      correct: true,
      points: 3,
      max_points: 3,
      explanation: "Потому что б",
    });
    expect(result.results[2]).not.toHaveProperty("explanation");
  });
});

describe("answerProblem of a single-choice question", () => {
  it("takes one answer, refuses two", () => {
    const questions = [q("1", ["a"], { type: "single" })];
    expect(answerProblem(questions, { questionID: "1", answerIDList: ["1a"] }, false)).toBeUndefined();
    expect(answerProblem(questions, { questionID: "1", answerIDList: ["1a", "1b"] }, false)).toEqual({
      field: "answerIDList",
      message: CONTENT_MESSAGES.singleAnswer,
    });
  });
});
