import { describe, expect, it } from "vitest";
import { authored, courseIn, given, saved, when } from "../model/test-kit";

describe("authoring items (SPEC §4)", () => {
  it("given a new course, when a module is created, then it is flagged created and the course edited", () => {
    const course = courseIn(
      given(
        { _tag: "CourseCreated", courseID: "c1", name: "Курс", at: 1 },
        { _tag: "ModuleCreated", courseID: "c1", moduleID: "m1", moduleName: "Раздел", at: 2 },
      ),
    );
    expect(course.modules["m1"]).toMatchObject({
      moduleID: "m1",
      moduleName: "Раздел",
      wasCreated: true,
      wasEdited: false,
      wasDeleted: false,
    });
    expect(course.moduleOrder).toEqual(["m1"]);
    expect(course.wasEdited).toBe(true);
    expect(course.unsaved["module:m1"]).toEqual({ _tag: "module", moduleID: "m1" });
  });

  it("a new lesson starts not_started with statistics pointing at its course and section", () => {
    const lesson = courseIn(given(...authored)).lessons["l1"];
    expect(lesson?.status).toBe("not_started");
    expect(lesson?.statistics).toEqual({
      id: null,
      course_id: "c1",
      section_id: "m1",
      start_date: null,
      end_date: null,
      blocks: [],
    });
    expect(courseIn(given(...authored)).modules["m1"]?.lessonOrder).toEqual(["l1"]);
  });

  it("given a saved course, when a lesson is renamed, then it is flagged edited and the course edited", () => {
    const before = given(...saved);
    expect(courseIn(before).wasEdited).toBe(false);
    const course = courseIn(
      when(before, { _tag: "LessonRenamed", courseID: "c1", lessonID: "l1", lessonName: "Введение", at: 20 }),
    );
    expect(course.lessons["l1"]).toMatchObject({ lessonName: "Введение", wasEdited: true, wasCreated: false });
    expect(course.wasEdited).toBe(true);
    expect(course.published).toBe(false);
  });

  it("renames modules and tasks and sets the trial flag", () => {
    const course = courseIn(
      when(
        given(...saved),
        { _tag: "ModuleRenamed", courseID: "c1", moduleID: "m1", moduleName: "Основы", at: 20 },
        { _tag: "TaskRenamed", courseID: "c1", taskID: "t1", name: "Практика", at: 21 },
        { _tag: "LessonTrialSet", courseID: "c1", lessonID: "l1", is_trial: true },
      ),
    );
    expect(course.modules["m1"]).toMatchObject({ moduleName: "Основы", wasEdited: true });
    expect(course.tasks["t1"]).toMatchObject({ name: "Практика", wasEdited: true });
    expect(course.lessons["l1"]).toMatchObject({ is_trial: true, wasEdited: true });
  });

  it("markForDelete keeps the item flagged deleted; restore clears the flag", () => {
    const item = { _tag: "lesson" as const, lessonID: "l1" };
    const marked = when(given(...saved), { _tag: "ItemMarkedForDelete", courseID: "c1", item });
    expect(courseIn(marked).lessons["l1"]?.wasDeleted).toBe(true);
    expect(courseIn(marked).modules["m1"]?.lessonOrder).toEqual(["l1"]);
    const restored = when(marked, { _tag: "ItemRestored", courseID: "c1", item });
    expect(courseIn(restored).lessons["l1"]?.wasDeleted).toBe(false);
  });

  it("flush removes the item and everything in it", () => {
    const course = courseIn(
      when(given(...authored), { _tag: "ItemFlushed", courseID: "c1", item: { _tag: "module", moduleID: "m1" } }),
    );
    expect(course.modules).toEqual({});
    expect(course.lessons).toEqual({});
    expect(course.tasks).toEqual({});
    expect(course.moduleOrder).toEqual([]);
  });

  it("flushing a task takes it out of its lesson's order", () => {
    const course = courseIn(
      when(given(...authored), { _tag: "ItemFlushed", courseID: "c1", item: { _tag: "task", taskID: "t1" } }),
    );
    expect(course.tasks["t1"]).toBeUndefined();
    expect(course.lessons["l1"]?.taskOrder).toEqual([]);
  });

  it("transitions that do not apply leave the state unchanged", () => {
    const before = given(...saved);
    const after = when(
      before,
      { _tag: "LessonRenamed", courseID: "c1", lessonID: "nope", lessonName: "x", at: 30 },
      { _tag: "ModuleCreated", courseID: "c1", moduleID: "m1", moduleName: "дубль", at: 31 },
      {
        _tag: "LessonCreated",
        courseID: "c1",
        moduleID: "nope",
        lessonID: "l9",
        lessonName: "x",
        is_trial: false,
        at: 32,
      },
      { _tag: "TaskCreated", courseID: "nope", lessonID: "l1", taskID: "t9", name: "x", at: 33 },
      { _tag: "ItemRestored", courseID: "c1", item: { _tag: "lesson", lessonID: "l1" } },
    );
    expect(after).toBe(before);
  });
});
