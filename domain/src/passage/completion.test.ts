import { describe, expect, it } from "vitest";
import { isCourseFinished, isLessonFinished } from "./completion";

describe("lesson and course completion", () => {
  it("a lesson is finished when every one of its blocks is done", () => {
    expect(
      isLessonFinished(
        ["a", "b"],
        [
          { id: "a", completed: true },
          { id: "b", completed: true },
        ],
      ),
    ).toBe(true);
    expect(
      isLessonFinished(
        ["a", "b"],
        [
          { id: "a", completed: true },
          { id: "b", completed: false },
        ],
      ),
    ).toBe(false);
    expect(isLessonFinished(["a", "b"], [{ id: "a", completed: true }])).toBe(false);
    // A block done that the lesson no longer has does not count for one it has.
    expect(isLessonFinished(["a"], [{ id: "gone", completed: true }])).toBe(false);
  });

  it("a lesson without blocks is finished (once it has statistics: when started)", () => {
    expect(isLessonFinished([], [])).toBe(true);
  });

  it("a course is finished when it has lessons and all are finished", () => {
    expect(isCourseFinished(["l1", "l2"], (id) => id !== "l3")).toBe(true);
    expect(isCourseFinished(["l1", "l2"], (id) => id === "l1")).toBe(false);
    expect(isCourseFinished([], () => true)).toBe(false);
  });
});
