import { describe, expect, it } from "vitest";
import type { TestQuestion } from "./block-content";
import { CONTENT_MESSAGES } from "./content-messages";
import { checkContent } from "./course-checks";
import { questionProblems, wholeQuestionPoints } from "./question-checks";

const question = (correct: ReadonlyArray<boolean>, extra: Partial<TestQuestion> = {}): TestQuestion => ({
  questionID: "q1",
  text: "Вопрос",
  answers: correct.map((c, i) => ({ answerID: `a${i}`, text: `Ответ ${i}`, correct: c })),
  ...extra,
});

describe("questionProblems", () => {
  it("asks for at least one right answer, in an old question (no type) too", () => {
    expect(questionProblems("q", question([false, false]))).toEqual([
      { field: "q.correct", message: CONTENT_MESSAGES.oneCorrect },
    ]);
    expect(questionProblems("q", question([true, true]))).toEqual([]);
  });

  it("asks for exactly one right answer in a single-choice question", () => {
    expect(questionProblems("q", question([true, true], { type: "single" }))).toEqual([
      { field: "q.correct", message: CONTENT_MESSAGES.exactlyOneCorrect },
    ]);
    expect(questionProblems("q", question([false, false], { type: "single" }))).toEqual([
      { field: "q.correct", message: CONTENT_MESSAGES.oneCorrect },
    ]);
    expect(questionProblems("q", question([false, true], { type: "single" }))).toEqual([]);
  });

  it("takes points from 1 to 100, whole", () => {
    for (const points of [0, -1, 1.5, 101, Number.NaN])
      expect(questionProblems("q", question([true, false], { points }))).toEqual([
        { field: "q.points", message: CONTENT_MESSAGES.points },
      ]);
    for (const points of [1, 5, 100]) expect(questionProblems("q", question([true, false], { points }))).toEqual([]);
  });

  it("is part of the test block's content check", () => {
    const problems = checkContent("b", { _tag: "test", name: "Тест", questions: [question([false, false])] });
    expect(problems).toEqual([{ field: "b.questions.0.correct", message: CONTENT_MESSAGES.oneCorrect }]);
  });
});

describe("checkContent of texts and videos", () => {
  it("finds a rich text empty by its words, a plain one by its characters", () => {
    expect(checkContent("b", { _tag: "text", text: "<p> </p>", format: "html" })).toHaveLength(1);
    expect(checkContent("b", { _tag: "text", text: "<p>Слово</p>", format: "html" })).toEqual([]);
    expect(checkContent("b", { _tag: "text", text: "Слово" })).toEqual([]);
  });

  it("takes a video by file or by a known link, and names an unknown link", () => {
    const video = { _tag: "video", title: "", file: null } as const;
    expect(checkContent("b", video)).toEqual([{ field: "b.file", message: CONTENT_MESSAGES.videoRequired }]);
    expect(checkContent("b", { ...video, link: "https://youtu.be/dQw4w9WgXcQ" })).toEqual([]);
    expect(checkContent("b", { ...video, link: "https://example.com/v" })).toEqual([
      { field: "b.link", message: CONTENT_MESSAGES.videoLinkUnknown },
    ]);
  });
});

describe("another system's mark as points (issue #38)", () => {
  it("rounds to a whole number from 1 to 100", () => {
    expect([2, 1.5, 0, -3, 0.4, 250, Number.NaN].map(wholeQuestionPoints)).toEqual([2, 2, 1, 1, 1, 100, 1]);
  });
});
