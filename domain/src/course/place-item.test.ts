import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import { decide } from "../model/decide";
import type { DomainCommand } from "../model/command";
import type { DomainEvent } from "../model/event";
import type { DomainState } from "../model/state";
import { courseIn, given, inLesson, inTask, saved, text, when } from "../model/test-kit";

const run = (state: DomainState, command: DomainCommand) => {
  const result = decide(state, command);
  return Result.isSuccess(result) ? { events: result.success } : { error: result.failure };
};
const then = (state: DomainState, command: DomainCommand): DomainState => {
  const result = decide(state, command);
  if (!Result.isSuccess(result)) throw new Error(`refused: ${JSON.stringify(result.failure)}`);
  return when(state, ...result.success);
};

/** `saved` plus a second section m2 with lesson l2 (block c1), and a second lesson l3 in m1. */
const more: ReadonlyArray<DomainEvent> = [
  ...saved,
  { _tag: "ModuleCreated", courseID: "c1", moduleID: "m2", moduleName: "Второй", at: 20 },
  {
    _tag: "LessonCreated",
    courseID: "c1",
    moduleID: "m2",
    lessonID: "l2",
    lessonName: "Урок 2",
    is_trial: false,
    at: 21,
  },
  {
    _tag: "LessonCreated",
    courseID: "c1",
    moduleID: "m1",
    lessonID: "l3",
    lessonName: "Урок 3",
    is_trial: false,
    at: 22,
  },
  {
    _tag: "BlockAdded",
    courseID: "c1",
    parent: inLesson("l2"),
    afterIndex: -1,
    contentBlockID: "c1b",
    content: text("в"),
  },
];
const lesson = (lessonID: string) => ({ _tag: "lesson" as const, lessonID });
const module = (moduleID: string) => ({ _tag: "module" as const, moduleID });

describe("decide: PlaceItem (drag and drop of sections, lessons and tasks)", () => {
  it("given a lesson in the first section, when it is placed into the second at the start, then it moves there", () => {
    const state = given(...more);
    const command = { _tag: "PlaceItem" as const, courseID: "c1", item: lesson("l1"), parentID: "m2", index: 0 };
    expect(run(state, command)).toEqual({ events: [{ ...command, _tag: "ItemPlaced" }] });
    const course = courseIn(then(state, command));
    expect(course.modules["m1"]?.lessonOrder).toEqual(["l3"]);
    expect(course.modules["m2"]?.lessonOrder).toEqual(["l1", "l2"]);
    expect(course.lessons["l1"]?.moduleID).toBe("m2");
    expect(course.lessons["l1"]?.statistics.section_id).toBe("m2");
    expect(course.modules["m1"]?.wasEdited).toBe(true);
    expect(course.modules["m2"]?.wasEdited).toBe(true);
  });

  it("within its parent it goes to the index counted without it; its own place gives no event", () => {
    const state = given(...more);
    const moved = then(state, { _tag: "PlaceItem", courseID: "c1", item: module("m1"), parentID: null, index: 1 });
    expect(courseIn(moved).moduleOrder).toEqual(["m2", "m1"]);
    expect(run(state, { _tag: "PlaceItem", courseID: "c1", item: lesson("l1"), parentID: "m1", index: 0 })).toEqual({
      events: [],
    });
  });

  it("a task goes into another lesson", () => {
    const state = given(...more);
    const course = courseIn(
      then(state, {
        _tag: "PlaceItem",
        courseID: "c1",
        item: { _tag: "task", taskID: "t1" },
        parentID: "l2",
        index: 0,
      }),
    );
    expect(course.lessons["l1"]?.taskOrder).toEqual([]);
    expect(course.lessons["l2"]?.taskOrder).toEqual(["t1"]);
    expect(course.tasks["t1"]?.lessonID).toBe("l2");
  });

  it("refuses a position past the end, a missing or deleted parent, and a parent of the wrong kind", () => {
    const state = given(...more);
    const place = (
      item: ReturnType<typeof lesson> | ReturnType<typeof module>,
      parentID: string | null,
      index: number,
    ) => run(state, { _tag: "PlaceItem", courseID: "c1", item, parentID, index });
    expect(place(lesson("l1"), "m2", 2)).toEqual({
      error: { _tag: "Invalid", problems: [{ field: "index", message: "Недопустимая позиция" }] },
    });
    expect(place(lesson("l1"), "m1", 2)).toMatchObject({ error: { _tag: "Invalid" } });
    expect(place(lesson("l1"), "zz", 0)).toEqual({ error: { _tag: "NotFound", message: "Раздел не найден" } });
    expect(place(module("m1"), "m2", 0)).toEqual({ error: { _tag: "NotFound", message: "Раздел не найден" } });
    expect(place(lesson("zz"), "m2", 0)).toEqual({ error: { _tag: "NotFound", message: "Элемент не найден" } });
    const deleted = when(state, { _tag: "ItemMarkedForDelete", courseID: "c1", item: module("m2") });
    expect(run(deleted, { _tag: "PlaceItem", courseID: "c1", item: lesson("l1"), parentID: "m2", index: 0 })).toEqual({
      error: { _tag: "Conflict", message: "Нельзя переместить в удалённый элемент" },
    });
  });

  it("is one undo step: undo puts the lesson back in its section, redo moves it again", () => {
    const state = given(...more);
    const moved = then(state, { _tag: "PlaceItem", courseID: "c1", item: lesson("l1"), parentID: "m2", index: 1 });
    const undone = when(moved, { _tag: "Undone", courseID: "c1" });
    expect(undone.courses).toEqual(state.courses);
    expect(when(undone, { _tag: "Redone", courseID: "c1" }).courses).toEqual(moved.courses);
  });

  it("an ItemPlaced that does not apply leaves the state unchanged", () => {
    const state = given(...more);
    expect(when(state, { _tag: "ItemPlaced", courseID: "c1", item: lesson("l1"), parentID: "m9", index: 0 })).toBe(
      state,
    );
  });
});

describe("decide: PlaceBlock (a block within its lesson or into another lesson or task)", () => {
  it("given blocks b1..b3 in l1, when b1 is placed into l2 after its block, then it moves with its content", () => {
    const state = given(...more);
    const command = {
      _tag: "PlaceBlock" as const,
      courseID: "c1",
      parent: inLesson("l1"),
      contentBlockID: "b1",
      to: inLesson("l2"),
      index: 1,
    };
    expect(run(state, command)).toEqual({ events: [{ ...command, _tag: "BlockPlaced" }] });
    const course = courseIn(then(state, command));
    expect(course.lessons["l1"]?.blockOrder).toEqual(["b2", "b3"]);
    expect(course.lessons["l1"]?.blocks["b1"]).toBeUndefined();
    expect(course.lessons["l2"]?.blockOrder).toEqual(["c1b", "b1"]);
    expect(course.lessons["l2"]?.blocks["b1"]?.content).toEqual(text("один"));
    expect(course.lessons["l2"]?.wasEdited).toBe(true);
  });

  it("within its lesson it goes to the index; into a task too; its own place gives no event", () => {
    const state = given(...more);
    const within = then(state, {
      _tag: "PlaceBlock",
      courseID: "c1",
      parent: inLesson("l1"),
      contentBlockID: "b1",
      to: inLesson("l1"),
      index: 2,
    });
    expect(courseIn(within).lessons["l1"]?.blockOrder).toEqual(["b2", "b3", "b1"]);
    const intoTask = then(state, {
      _tag: "PlaceBlock",
      courseID: "c1",
      parent: inLesson("l1"),
      contentBlockID: "b2",
      to: inTask("t1"),
      index: 0,
    });
    expect(courseIn(intoTask).tasks["t1"]?.blockOrder).toEqual(["b2", "tb1"]);
    expect(
      run(state, {
        _tag: "PlaceBlock",
        courseID: "c1",
        parent: inLesson("l1"),
        contentBlockID: "b2",
        to: inLesson("l1"),
        index: 1,
      }),
    ).toEqual({ events: [] });
  });

  it("refuses an unknown block, a missing lesson and a position past the end", () => {
    const state = given(...more);
    const place = (contentBlockID: string, lessonID: string, index: number) =>
      run(state, {
        _tag: "PlaceBlock",
        courseID: "c1",
        parent: inLesson("l1"),
        contentBlockID,
        to: inLesson(lessonID),
        index,
      });
    expect(place("zz", "l2", 0)).toEqual({ error: { _tag: "NotFound", message: "Блок не найден" } });
    expect(place("b1", "zz", 0)).toEqual({ error: { _tag: "NotFound", message: "Урок не найден" } });
    expect(place("b1", "l2", 2)).toMatchObject({ error: { _tag: "Invalid" } });
  });

  it("is one undo step, and the moved block can be edited in the same replay", () => {
    const state = given(...more);
    const moved = then(state, {
      _tag: "PlaceBlock",
      courseID: "c1",
      parent: inLesson("l1"),
      contentBlockID: "b1",
      to: inLesson("l2"),
      index: 0,
    });
    expect(when(moved, { _tag: "Undone", courseID: "c1" }).courses).toEqual(state.courses);
    const replayed = given(
      ...more,
      {
        _tag: "BlockPlaced",
        courseID: "c1",
        parent: inLesson("l1"),
        contentBlockID: "b1",
        to: inLesson("l2"),
        index: 0,
      },
      {
        _tag: "BlockEdited",
        courseID: "c1",
        parent: inLesson("l2"),
        contentBlockID: "b1",
        content: text("новый"),
        at: 30,
      },
    );
    expect(courseIn(replayed).lessons["l2"]?.blocks["b1"]?.content).toEqual(text("новый"));
  });
});
