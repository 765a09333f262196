import { describe, expect, it } from "vitest";
import { given } from "@app/domain/model/test-kit";
import { parseSelection, resolveLesson, selectionPath } from "./selection";

const course = () => {
  const state = given(
    { _tag: "CourseCreated", courseID: "c1", name: "Курс", at: 1 },
    { _tag: "ModuleCreated", courseID: "c1", moduleID: "m1", moduleName: "Раздел", at: 2 },
    { _tag: "ModuleCreated", courseID: "c1", moduleID: "m2", moduleName: "Второй", at: 3 },
    {
      _tag: "LessonCreated",
      courseID: "c1",
      moduleID: "m2",
      lessonID: "l1",
      lessonName: "Урок",
      is_trial: false,
      at: 4,
    },
    {
      _tag: "LessonCreated",
      courseID: "c1",
      moduleID: "m2",
      lessonID: "l2",
      lessonName: "Урок 2",
      is_trial: false,
      at: 5,
    },
  );
  const found = state.courses["c1"];
  if (!found) throw new Error("no course");
  return found;
};

describe("the constructor's selection in the address", () => {
  it("reads the section and lesson after `constructor/`, decoded", () => {
    expect(parseSelection("/createdCourses/7/constructor/m%201/l2")).toEqual({ moduleID: "m 1", lessonID: "l2" });
    expect(parseSelection("/createdCourses/7/constructor")).toEqual({ moduleID: null, lessonID: null });
    expect(parseSelection("/createdCourses/7/about")).toEqual({ moduleID: null, lessonID: null });
    expect(selectionPath("7", "m 1", "l2")).toBe("/createdCourses/7/constructor/m%201/l2");
  });

  it("falls back to the section's first lesson, then the course's first lesson", () => {
    expect(resolveLesson(course(), { moduleID: "m2", lessonID: "l2" })).toBe("l2");
    expect(resolveLesson(course(), { moduleID: "m2", lessonID: "gone" })).toBe("l1");
    expect(resolveLesson(course(), { moduleID: "m1", lessonID: null })).toBe("l1");
    expect(resolveLesson(course(), { moduleID: null, lessonID: null })).toBe("l1");
  });
});
