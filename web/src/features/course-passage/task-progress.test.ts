import { describe, expect, it } from "vitest";
import { taskProgress } from "./task-progress";

describe("taskProgress", () => {
  it("is not started, in progress or completed by its completed blocks", () => {
    expect(taskProgress([{ completed: false, status: "none" }]).status).toBe("not_started");
    expect(
      taskProgress([
        { completed: true, status: "none" },
        { completed: false, status: "none" },
      ]).status,
    ).toBe("in_progress");
    expect(taskProgress([{ completed: true, status: "accepted" }]).status).toBe("completed");
  });
  it("shows rework before review before accepted", () => {
    expect(
      taskProgress([
        { completed: true, status: "accepted" },
        { completed: true, status: "needsWork" },
      ]).review,
    ).toBe("needsWork");
    expect(
      taskProgress([
        { completed: true, status: "onReview" },
        { completed: true, status: "accepted" },
      ]).review,
    ).toBe("onReview");
    expect(taskProgress([{ completed: false, status: "none" }]).review).toBe("none");
  });
});
