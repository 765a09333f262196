import { describe, expect, it } from "vitest";
import type { BlockStatus } from "../course/structure";
import type { BlockFacts, LessonFacts } from "./completion";
import { courseStudyStatus, lessonStudyStatus, studyStatusLabel } from "./study-status";

const material = (done: boolean): BlockFacts => ({ done, reviewed: false, review: "none" });
const task = (review: BlockStatus): BlockFacts => ({ done: review !== "none", reviewed: true, review });
const lesson = (started: boolean, ...blocks: BlockFacts[]): LessonFacts => ({ started, blocks });

describe("study status", () => {
  it("a lesson: not started, in progress, on review, sent back, complete", () => {
    expect(lessonStudyStatus(lesson(false, material(false)))).toBe("notStarted");
    expect(lessonStudyStatus(lesson(true, material(false)))).toBe("inProgress");
    expect(lessonStudyStatus(lesson(true, material(true), task("onReview")))).toBe("onReview");
    expect(lessonStudyStatus(lesson(true, material(false), task("onReview")))).toBe("inProgress");
    expect(lessonStudyStatus(lesson(true, material(false), task("needsWork")))).toBe("needsWork");
    expect(lessonStudyStatus(lesson(true, material(true), task("accepted")))).toBe("completed");
  });

  it("a course waits for the teacher only when nothing else is left to do", () => {
    const done = lesson(true, material(true));
    const waiting = lesson(true, material(true), task("onReview"));
    expect(courseStudyStatus([done, waiting])).toBe("onReview");
    expect(courseStudyStatus([waiting, lesson(false, material(false))])).toBe("inProgress");
    expect(courseStudyStatus([done, done])).toBe("completed");
  });

  it("a task sent back marks the course `На доработке`", () => {
    expect(courseStudyStatus([lesson(true, task("needsWork")), lesson(false, material(false))])).toBe("needsWork");
  });

  it("a course not touched is not started, even when a lesson of it has no blocks", () => {
    expect(courseStudyStatus([lesson(false), lesson(false, material(false))])).toBe("notStarted");
    expect(courseStudyStatus([])).toBe("notStarted");
  });

  it("one vocabulary", () => {
    expect((["notStarted", "inProgress", "onReview", "needsWork", "completed"] as const).map(studyStatusLabel)).toEqual(
      ["Не начат", "В процессе", "На проверке", "На доработке", "Завершён"],
    );
  });
});
