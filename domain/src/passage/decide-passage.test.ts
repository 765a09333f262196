import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import type { DomainCommand } from "../model/command";
import { decide } from "../model/decide";
import type { DomainState } from "../model/state";
import { given, inLesson, saved, when } from "../model/test-kit";

const run = (state: DomainState, command: DomainCommand) => {
  const result = decide(state, command);
  return Result.isSuccess(result) ? { events: result.success } : { error: result.failure };
};

const withTest = when(given(...saved), {
  _tag: "BlockAdded",
  courseID: "c1",
  parent: inLesson(),
  afterIndex: 2,
  contentBlockID: "test",
  content: {
    _tag: "test",
    name: "Тест",
    questions: [
      {
        questionID: "q1",
        text: "2+2?",
        answers: [
          { answerID: "a", text: "4", correct: true },
          { answerID: "b", text: "5", correct: false },
        ],
      },
    ],
  },
});

describe("decide: passage commands", () => {
  it("opening a block that exists starts a passage record", () => {
    expect(
      run(withTest, {
        _tag: "OpenBlock",
        courseID: "c1",
        lessonID: "l1",
        taskID: null,
        contentBlockID: "b1",
        startedAt: 5,
      }),
    ).toEqual({
      events: [
        { _tag: "PassageStarted", courseID: "c1", lessonID: "l1", taskID: null, contentBlockID: "b1", startedAt: 5 },
      ],
    });
    expect(
      run(withTest, {
        _tag: "OpenBlock",
        courseID: "c1",
        lessonID: "l1",
        taskID: "t1",
        contentBlockID: "tb1",
        startedAt: 5,
      }),
    ).toMatchObject({ events: [{ _tag: "PassageStarted" }] });
    expect(
      run(withTest, {
        _tag: "OpenBlock",
        courseID: "c1",
        lessonID: "l1",
        taskID: null,
        contentBlockID: "zz",
        startedAt: 5,
      }),
    ).toEqual({ error: { _tag: "NotFound", message: "Блок не найден" } });
  });

  it("a test answer must name answers of that question", () => {
    const answer = {
      _tag: "AnswerTest" as const,
      courseID: "c1",
      lessonID: "l1",
      taskID: null,
      contentBlockID: "test",
      testPassageID: "tp",
      questionID: "q1",
    };
    expect(run(withTest, { ...answer, answerIDList: ["a"] })).toMatchObject({
      events: [{ _tag: "TestAnswered", answerIDList: ["a"] }],
    });
    expect(run(withTest, { ...answer, answerIDList: ["zz"] })).toEqual({
      error: { _tag: "Invalid", problems: [{ field: "answerIDList", message: "Выберите значение из списка" }] },
    });
    // Unticking every answer of a question is kept too (issue #15: a reload must not bring old ticks back).
    expect(run(withTest, { ...answer, answerIDList: [] })).toMatchObject({
      events: [{ _tag: "TestAnswered", answerIDList: [] }],
    });
    // The same rule as the server's (answerProblem): a question not in the test is a wrong choice, not a missing item.
    expect(run(withTest, { ...answer, questionID: "q9", answerIDList: ["a"] })).toEqual({
      error: { _tag: "Invalid", problems: [{ field: "questionID", message: "Выберите значение из списка" }] },
    });
  });

  it("a free answer's draft is kept for a free task only, up to five times its limit; clearing a missing one changes nothing", () => {
    const key = { courseID: "c1", lessonID: "l1", taskID: "t1", contentBlockID: "tb1" };
    const file = { id: "f1", name: "код.py", url: "/api/files/f1", size: 10 };
    expect(run(withTest, { _tag: "DraftAnswer", ...key, text: "  x = 1", files: [file] })).toEqual({
      events: [{ _tag: "AnswerDrafted", ...key, text: "  x = 1", files: [file] }],
    });
    expect(run(withTest, { _tag: "DraftAnswer", ...key, text: "a".repeat(12_000), files: [] })).toMatchObject({
      events: [{ _tag: "AnswerDrafted" }],
    });
    expect(run(withTest, { _tag: "DraftAnswer", ...key, text: "a".repeat(50_001), files: [] })).toEqual({
      error: { _tag: "Invalid", problems: [{ field: "text", message: "Не должно превышать 50000 символов" }] },
    });
    expect(run(withTest, { _tag: "DraftAnswer", ...key, contentBlockID: "b1", text: "x", files: [] })).toEqual({
      error: { _tag: "NotFound", message: "Блок не найден" },
    });
    expect(run(withTest, { _tag: "ClearAnswerDraft", ...key })).toEqual({ events: [] });
    const drafted = when(withTest, { _tag: "AnswerDrafted", ...key, text: "x", files: [] });
    expect(run(drafted, { _tag: "ClearAnswerDraft", ...key })).toEqual({
      events: [{ _tag: "AnswerDraftCleared", ...key }],
    });
  });

  it("an older draft (another device's, back online) does not replace a newer one (issue #30)", () => {
    const key = { courseID: "c1", lessonID: "l1", taskID: "t1", contentBlockID: "tb1" };
    const kept = when(withTest, { _tag: "AnswerDrafted", ...key, text: "новый", files: [], updatedAt: 2_000 });
    expect(run(kept, { _tag: "DraftAnswer", ...key, text: "старый", files: [], updatedAt: 1_000 })).toEqual({
      events: [],
    });
    expect(run(kept, { _tag: "DraftAnswer", ...key, text: "новее", files: [], updatedAt: 3_000 })).toMatchObject({
      events: [{ _tag: "AnswerDrafted", text: "новее", updatedAt: 3_000 }],
    });
  });

  it("lessons start, end and complete blocks; unknown ones are refused", () => {
    expect(run(withTest, { _tag: "StartLesson", courseID: "c1", lessonID: "l1", date: "d" })).toEqual({
      events: [{ _tag: "LessonStarted", courseID: "c1", lessonID: "l1", date: "d" }],
    });
    expect(run(withTest, { _tag: "EndLesson", courseID: "c1", lessonID: "l1", date: "d" })).toEqual({
      events: [{ _tag: "LessonEnded", courseID: "c1", lessonID: "l1", date: "d" }],
    });
    expect(run(withTest, { _tag: "StartLesson", courseID: "c1", lessonID: "zz", date: "d" })).toEqual({
      error: { _tag: "NotFound", message: "Урок не найден" },
    });
    expect(
      run(withTest, { _tag: "CompleteBlock", courseID: "c1", lessonID: "l1", taskID: null, contentBlockID: "b1" }),
    ).toMatchObject({ events: [{ _tag: "BlockCompleted" }] });
    expect(
      run(withTest, { _tag: "CompleteBlock", courseID: "c1", lessonID: "l1", taskID: "t1", contentBlockID: "tb1" }),
    ).toEqual({
      events: [{ _tag: "BlockCompleted", courseID: "c1", lessonID: "l1", contentBlockID: "tb1" }],
    });
    expect(
      run(withTest, { _tag: "CompleteBlock", courseID: "c1", lessonID: "l1", taskID: null, contentBlockID: "tb1" }),
    ).toEqual({ error: { _tag: "NotFound", message: "Блок не найден" } });
    expect(run(withTest, { _tag: "StartCoursePassage", courseID: "zz", id: "p" })).toEqual({
      error: { _tag: "NotFound", message: "Курс не найден" },
    });
    expect(run(withTest, { _tag: "ContinueLesson", lessonID: "l1" })).toEqual({
      events: [{ _tag: "LessonContinued", lessonID: "l1" }],
    });
  });
});
