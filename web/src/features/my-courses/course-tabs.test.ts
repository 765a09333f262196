import { describe, expect, it } from "vitest";
import { tabOf, tabPath, tabShown } from "./course-tabs";
import { continuePath } from "./lesson-path";

const actions = {
  accessEnable: true,
  commentsEnable: false,
  consecutiveAppearance: false,
  longreadContent: false,
  prohibitReplay: false,
  showClassmates: true,
};

describe("the course screen's tabs", () => {
  it("reads no tab, an unknown one or 'overview' as the overview", () => {
    expect(tabOf(undefined)).toBe("overview");
    expect(tabOf("nonsense")).toBe("overview");
    expect(tabOf("overview")).toBe("overview");
    expect(tabOf("reviews")).toBe("reviews");
  });

  it("shows discussion only with comments on and classmates only when shown", () => {
    expect(tabShown("discussion", actions)).toBe(false);
    expect(tabShown("discussion", { ...actions, commentsEnable: true })).toBe(true);
    expect(tabShown("classmates", actions)).toBe(true);
    expect(tabShown("classmates", { ...actions, showClassmates: false })).toBe(false);
    expect(tabShown("rating", { ...actions, showClassmates: false })).toBe(true);
  });

  it("gives the overview no segment", () => {
    expect(tabPath("7", "overview")).toBe("/myCourses/7");
    expect(tabPath("7", "rating")).toBe("/myCourses/7/rating");
  });

  it("`Начать` and `Продолжить` open the next thing to do, resolved by the lessons tab", () => {
    expect(continuePath(4)).toBe("/myCourses/4/lessons/next");
  });
});
