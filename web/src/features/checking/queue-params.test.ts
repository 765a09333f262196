import { describe, expect, it } from "vitest";
import { neighbours, nextAfterDecision, queueFiltersOf, withFilter } from "./queue-params";

describe("review queue params", () => {
  it("reads the filters from the address, ignoring empty ones", () => {
    expect(queueFiltersOf("?course=3&task=t1&days=&status=needsWork")).toEqual({
      course_id: "3",
      task_id: "t1",
      status: "needsWork",
    });
    expect(queueFiltersOf("")).toEqual({});
    // Issue #37: late works only, or works on time only.
    expect(queueFiltersOf("?late=1")).toEqual({ late: "1" });
    expect(withFilter("?course=3", "late", "0")).toBe("?course=3&late=0");
    expect(withFilter("?late=1", "late", "")).toBe("");
  });

  it("changes one filter; a new course drops the task", () => {
    expect(withFilter("?course=3&task=t1", "days", "2")).toBe("?course=3&task=t1&days=2");
    expect(withFilter("?course=3&task=t1", "course", "4")).toBe("?course=4");
    expect(withFilter("?course=3", "course", "")).toBe("");
  });

  it("finds the neighbours of the open work", () => {
    expect(neighbours([5, 7, 9], 7)).toEqual({ previous: 5, next: 9, index: 1 });
    expect(neighbours([5, 7, 9], 5)).toEqual({ previous: undefined, next: 7, index: 0 });
    expect(neighbours([5, 7], 1)).toEqual({ previous: undefined, next: 5, index: -1 });
  });

  it("opens the next work after a decision, the one before at the end, none when done", () => {
    expect(nextAfterDecision([5, 7, 9], 7)).toBe(9);
    expect(nextAfterDecision([5, 7, 9], 9)).toBe(7);
    expect(nextAfterDecision([9], 9)).toBeUndefined();
  });
});
