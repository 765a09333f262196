import { describe, expect, it } from "vitest";
import { courseIn, given, saved, when } from "../model/test-kit";
import { getIn } from "../model/sharded";
import { passageKey, passageViews } from "./passage-state";

const key = { courseID: "c1", lessonID: "l1", taskID: null, contentBlockID: "b1" };

describe("passage (SPEC §4)", () => {
  it("records are upserted per (course, lesson, task, block) and the first startedAt stays", () => {
    const state = given(
      { _tag: "PassageStarted", ...key, startedAt: 100 },
      { _tag: "PassageStarted", ...key, startedAt: 200 },
      { _tag: "PassageStarted", ...key, contentBlockID: "b2", startedAt: 300 },
    );
    expect(passageViews(state.passage).passageList).toEqual([
      { ...key, startedAt: 100 },
      { ...key, contentBlockID: "b2", startedAt: 300 },
    ]);
  });

  it("test answers are upserted per question", () => {
    const answer = (questionID: string, ids: string[]) => ({
      _tag: "TestAnswered" as const,
      ...key,
      testPassageID: "tp",
      questionID,
      answerIDList: ids,
    });
    const state = given(answer("q1", ["a1"]), answer("q2", ["a3"]), answer("q1", ["a2"]));
    expect(getIn(state.passage.passageTestList, passageKey(key))?.questions).toEqual([
      { questionID: "q1", answerIDList: ["a2"] },
      { questionID: "q2", answerIDList: ["a3"] },
    ]);
  });

  it("a free answer's draft is upserted per block and cleared once sent (issue #15)", () => {
    const task = { courseID: "c1", lessonID: "l1", taskID: "t1", contentBlockID: "tb1" };
    const file = { id: "f1", name: "a.txt", url: "/api/files/f1", size: 3 };
    const drafted = given(
      { _tag: "AnswerDrafted", ...task, text: "пер", files: [] },
      { _tag: "AnswerDrafted", ...task, text: "первый", files: [file] },
    );
    expect(getIn(drafted.passage.answerDrafts, passageKey(task))).toEqual({ ...task, text: "первый", files: [file] });
    const cleared = when(drafted, { _tag: "AnswerDraftCleared", ...task });
    expect(getIn(cleared.passage.answerDrafts, passageKey(task))).toBeUndefined();
  });

  it("a restored passage slice replaces the slice whole and leaves the courses alone", () => {
    const answered = given(...saved, {
      _tag: "TestAnswered",
      ...key,
      testPassageID: "tp",
      questionID: "q1",
      answerIDList: ["a1"],
    });
    const other = given({ _tag: "TestAnswered", ...key, testPassageID: "tp2", questionID: "q2", answerIDList: ["a3"] });
    const restored = when(answered, { _tag: "PassageRestored", passage: other.passage });
    expect(restored.passage).toEqual(other.passage);
    expect(restored.courses).toBe(answered.courses);
  });

  it("starting a lesson sets start_date only once", () => {
    const state = when(
      given(...saved),
      { _tag: "LessonStarted", courseID: "c1", lessonID: "l1", date: "2026-01-01T10:00:00.000Z" },
      { _tag: "LessonStarted", courseID: "c1", lessonID: "l1", date: "2026-02-01T10:00:00.000Z" },
    );
    expect(courseIn(state).lessons["l1"]?.statistics.start_date).toBe("2026-01-01T10:00:00.000Z");
  });

  it("completing a block sets completed in the lesson statistics, once per block", () => {
    const done = { _tag: "BlockCompleted" as const, courseID: "c1", lessonID: "l1", contentBlockID: "b1" };
    const state = when(given(...saved), done, done);
    expect(courseIn(state).lessons["l1"]?.statistics.blocks).toEqual([{ id: "b1", completed: true }]);
  });

  it("ending a lesson, continuing one, starting a course passage", () => {
    const state = when(
      given(...saved),
      { _tag: "LessonEnded", courseID: "c1", lessonID: "l1", date: "2026-03-01T00:00:00.000Z" },
      { _tag: "LessonContinued", lessonID: "l1" },
      { _tag: "CoursePassageStarted", courseID: "c1", id: "cp1" },
    );
    expect(courseIn(state).lessons["l1"]).toMatchObject({
      isEndedByUser: true,
      statistics: { end_date: "2026-03-01T00:00:00.000Z" },
    });
    expect(state.passage.continuedLessonID).toBe("l1");
    expect(state.passage.coursePassageList["c1"]).toEqual({ courseID: "c1", id: "cp1" });
  });

  it("passage events are not authoring changes: the course stays unedited", () => {
    const state = when(given(...saved), {
      _tag: "BlockCompleted",
      courseID: "c1",
      lessonID: "l1",
      contentBlockID: "b1",
    });
    expect(courseIn(state).wasEdited).toBe(false);
  });
});
