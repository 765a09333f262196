import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import { decide } from "../model/decide";
import type { DomainCommand } from "../model/command";
import type { DomainEvent } from "../model/event";
import type { DomainState } from "../model/state";
import { courseIn, given, saved, when } from "../model/test-kit";

const run = (state: DomainState, command: DomainCommand) => {
  const result = decide(state, command);
  return Result.isSuccess(result) ? { events: result.success } : { error: result.failure };
};

/** `saved` plus a second and third section, a second lesson in m1 and a second task in l1. */
const more: ReadonlyArray<DomainEvent> = [
  ...saved,
  { _tag: "ModuleCreated", courseID: "c1", moduleID: "m2", moduleName: "Второй", at: 20 },
  { _tag: "ModuleCreated", courseID: "c1", moduleID: "m3", moduleName: "Третий", at: 21 },
  {
    _tag: "LessonCreated",
    courseID: "c1",
    moduleID: "m1",
    lessonID: "l2",
    lessonName: "Урок 2",
    is_trial: false,
    at: 22,
  },
  { _tag: "TaskCreated", courseID: "c1", lessonID: "l1", taskID: "t2", name: "Задание 2", at: 23 },
];
const module = (moduleID: string) => ({ _tag: "module" as const, moduleID });
const lesson = (lessonID: string) => ({ _tag: "lesson" as const, lessonID });
const task = (taskID: string) => ({ _tag: "task" as const, taskID });

describe("decide: MoveItem (sections, lessons and tasks up and down)", () => {
  it("given three sections, when the second moves up, then ItemMoved, and it swaps with the first", () => {
    const state = given(...more);
    const command = { _tag: "MoveItem" as const, courseID: "c1", item: module("m2"), direction: "up" as const };
    expect(run(state, command)).toEqual({
      events: [{ _tag: "ItemMoved", courseID: "c1", item: module("m2"), direction: "up" }],
    });
    expect(courseIn(when(state, { ...command, _tag: "ItemMoved" })).moduleOrder).toEqual(["m2", "m1", "m3"]);
  });

  it("given two lessons, when the first moves down, then it swaps in its section, which is flagged edited", () => {
    const state = given(...more);
    const command = { _tag: "MoveItem" as const, courseID: "c1", item: lesson("l1"), direction: "down" as const };
    expect(run(state, command)).toEqual({ events: [{ ...command, _tag: "ItemMoved" }] });
    const course = courseIn(when(state, { ...command, _tag: "ItemMoved" }));
    expect(course.modules["m1"]?.lessonOrder).toEqual(["l2", "l1"]);
    expect(course.modules["m1"]?.wasEdited).toBe(true);
    expect(course.unsaved["module:m1"]).toEqual(module("m1"));
  });

  it("given two tasks, when the second moves up, then the lesson's task order swaps and the lesson is flagged edited", () => {
    const state = given(...more);
    const course = courseIn(when(state, { _tag: "ItemMoved", courseID: "c1", item: task("t2"), direction: "up" }));
    expect(course.lessons["l1"]?.taskOrder).toEqual(["t2", "t1"]);
    expect(course.lessons["l1"]?.wasEdited).toBe(true);
    expect(course.wasEdited).toBe(true);
  });

  it("moving past either end gives no events; an unknown item is refused", () => {
    const state = given(...more);
    expect(run(state, { _tag: "MoveItem", courseID: "c1", item: module("m1"), direction: "up" })).toEqual({
      events: [],
    });
    expect(run(state, { _tag: "MoveItem", courseID: "c1", item: module("m3"), direction: "down" })).toEqual({
      events: [],
    });
    expect(run(state, { _tag: "MoveItem", courseID: "c1", item: task("t2"), direction: "down" })).toEqual({
      events: [],
    });
    expect(run(state, { _tag: "MoveItem", courseID: "c1", item: lesson("zz"), direction: "up" })).toEqual({
      error: { _tag: "NotFound", message: "Элемент не найден" },
    });
    expect(run(state, { _tag: "MoveItem", courseID: "zz", item: lesson("l1"), direction: "up" })).toEqual({
      error: { _tag: "NotFound", message: "Курс не найден" },
    });
  });

  it("an ItemMoved that does not apply leaves the state unchanged", () => {
    const state = given(...more);
    expect(when(state, { _tag: "ItemMoved", courseID: "c1", item: module("m1"), direction: "up" })).toBe(state);
    expect(when(state, { _tag: "ItemMoved", courseID: "c1", item: lesson("ghost"), direction: "down" })).toBe(state);
  });

  it("a move is one undo step: undo puts the order and the flags back, redo moves it again", () => {
    const state = given(...more);
    const moved = when(state, { _tag: "ItemMoved", courseID: "c1", item: lesson("l2"), direction: "up" });
    const undone = when(moved, { _tag: "Undone", courseID: "c1" });
    expect(undone.courses).toEqual(state.courses);
    expect(when(undone, { _tag: "Redone", courseID: "c1" }).courses).toEqual(moved.courses);
  });
});
