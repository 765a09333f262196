import { describe, expect, it } from "vitest";
import type { BlockStatus } from "../course/structure";
import { completedLessons, isCourseComplete, isLessonComplete, progressPercent, type BlockFacts } from "./completion";

const material = (done: boolean): BlockFacts => ({ done, reviewed: false, review: "none" });
const task = (review: BlockStatus): BlockFacts => ({ done: review !== "none", reviewed: true, review });

describe("the completion rule", () => {
  it("a lesson is complete when its blocks are done and its tasks accepted", () => {
    expect(isLessonComplete({ started: true, blocks: [material(true), task("accepted")] })).toBe(true);
    expect(isLessonComplete({ started: true, blocks: [material(true), material(false)] })).toBe(false);
  });

  it("a task on review or sent back is not complete, though it is done", () => {
    expect(isLessonComplete({ started: true, blocks: [material(true), task("onReview")] })).toBe(false);
    expect(isLessonComplete({ started: true, blocks: [material(true), task("needsWork")] })).toBe(false);
    expect(isLessonComplete({ started: true, blocks: [task("none")] })).toBe(false);
  });

  it("a lesson without blocks is complete once started, not before", () => {
    expect(isLessonComplete({ started: true, blocks: [] })).toBe(true);
    expect(isLessonComplete({ started: false, blocks: [] })).toBe(false);
  });

  it("a course is complete when it has lessons and all are complete", () => {
    const done = { started: true, blocks: [material(true)] };
    const waiting = { started: true, blocks: [task("onReview")] };
    expect(isCourseComplete([done, done])).toBe(true);
    expect(isCourseComplete([done, waiting])).toBe(false);
    expect(isCourseComplete([])).toBe(false);
    expect(completedLessons([done, waiting, done])).toBe(2);
  });

  it("progress is the rounded share of complete lessons", () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(0, 0)).toBe(0);
  });
});
