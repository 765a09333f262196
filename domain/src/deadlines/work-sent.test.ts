import { describe, expect, it } from "vitest";
import { workSent, type WorkBlock } from "./work-sent";

const test = (answered: boolean): WorkBlock => ({ kind: "test", answered });
const task = (status: "none" | "onReview" | "needsWork" | "accepted"): WorkBlock => ({ kind: "freeTask", status });

describe("whether a dated item's work is in", () => {
  it("every test answered and every free task on review or accepted", () => {
    expect(workSent([test(true), task("onReview")], false)).toBe(true);
    expect(workSent([test(true), task("accepted")], false)).toBe(true);
    expect(workSent([test(false), task("accepted")], true)).toBe(false);
    expect(workSent([test(true), task("none")], true)).toBe(false);
  });

  it("work sent back for rework is not in: it must be sent again", () => {
    expect(workSent([task("needsWork")], false)).toBe(false);
  });

  it("an item with no test or free task is in once its lesson is completed", () => {
    expect(workSent([], false)).toBe(false);
    expect(workSent([], true)).toBe(true);
  });
});
