import { describe, expect, it } from "vitest";
import type { BlockStatus } from "../course/structure";
import type { BlockFacts, LessonFacts } from "./completion";
import { nextStep, type StepLesson } from "./next-step";

const material = (done: boolean): BlockFacts => ({ done, reviewed: false, review: "none" });
const task = (review: BlockStatus): BlockFacts => ({ done: review !== "none", reviewed: true, review });
const open = (started: boolean, ...blocks: ReadonlyArray<BlockFacts>): StepLesson => ({
  facts: { started, blocks } satisfies LessonFacts,
  locked: false,
});
const locked: StepLesson = { facts: { started: false, blocks: [] }, locked: true };

describe("the next thing to do", () => {
  it("a course not started begins with its first lesson", () => {
    expect(nextStep([open(false, material(false)), open(false, material(false))])).toEqual({
      _tag: "lesson",
      index: 0,
      block: 0,
    });
  });

  it("after a complete lesson comes the next one, never the one just finished", () => {
    const lessons = [open(true, material(true)), open(false, material(false), task("none"))];
    expect(nextStep(lessons)).toEqual({ _tag: "lesson", index: 1, block: 0 });
  });

  it("points at the first block left in a lesson begun", () => {
    expect(nextStep([open(true, material(true), material(false), task("none"))])).toEqual({
      _tag: "lesson",
      index: 0,
      block: 1,
    });
  });

  it("a lesson whose task waits for the teacher is passed over while another has work left", () => {
    const lessons = [open(true, material(true), task("onReview")), open(false, material(false))];
    expect(nextStep(lessons)).toEqual({ _tag: "lesson", index: 1, block: 0 });
  });

  it("a task sent back is work to do again", () => {
    const lessons = [open(true, material(true), task("needsWork")), open(true, material(true))];
    expect(nextStep(lessons)).toEqual({ _tag: "lesson", index: 0, block: 1 });
  });

  it("with everything sent, the first task not accepted waits for the teacher", () => {
    const lessons = [open(true, task("accepted")), open(true, material(true), task("onReview"))];
    expect(nextStep(lessons)).toEqual({ _tag: "waiting", index: 1, block: 1 });
  });

  it("a lesson without blocks is to do until it is opened", () => {
    expect(nextStep([open(true, material(true)), open(false)])).toEqual({ _tag: "lesson", index: 1, block: null });
  });

  it("a locked lesson is never the next step while an open one waits", () => {
    expect(nextStep([open(true, task("onReview")), locked])).toEqual({ _tag: "waiting", index: 0, block: 0 });
  });

  it("a complete course is done", () => {
    expect(nextStep([open(true, material(true)), open(true, task("accepted"))])).toEqual({ _tag: "done" });
  });

  it("a course without lessons has nothing to continue", () => {
    expect(nextStep([])).toEqual({ _tag: "lesson", index: 0, block: null });
  });
});
