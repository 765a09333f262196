import { describe, expect, it } from "vitest";
import { replay } from "../model/evolve";
import { courseIn, given, inLesson, saved, text, when } from "../model/test-kit";

const edit = (value: string, at: number) => ({
  _tag: "BlockEdited" as const,
  courseID: "c1",
  parent: inLesson(),
  contentBlockID: "b1",
  content: text(value),
  at,
});
const undo = { _tag: "Undone" as const, courseID: "c1" };
const redo = { _tag: "Redone" as const, courseID: "c1" };

describe("undo and redo (events too)", () => {
  it("undo restores the course as it was before the last user action; redo re-applies it", () => {
    const before = given(...saved);
    const after = when(before, { _tag: "BlockDeleted", courseID: "c1", parent: inLesson(), contentBlockID: "b2" });
    const undone = when(after, undo);
    expect(undone.courses).toEqual(before.courses);
    expect(when(undone, redo).courses).toEqual(after.courses);
  });

  it("undoes a flush, bringing back the items and their order", () => {
    const before = given(...saved);
    const flushed = when(
      before,
      { _tag: "ItemMarkedForDelete", courseID: "c1", item: { _tag: "module", moduleID: "m1" } },
      { _tag: "ItemFlushed", courseID: "c1", item: { _tag: "module", moduleID: "m1" } },
    );
    expect(courseIn(flushed).lessons).toEqual({});
    const once = when(flushed, undo);
    expect(courseIn(once).lessons["l1"]).toBeDefined();
    expect(courseIn(once).modules["m1"]?.wasDeleted).toBe(true);
    expect(when(once, undo).courses).toEqual(before.courses);
  });

  it("text edits of one field within a pause are one step; a pause starts a new one", () => {
    const before = given(...saved);
    const typed = when(before, edit("о", 100), edit("од", 400), edit("одн", 900), edit("одна", 5000));
    const once = when(typed, undo);
    expect(courseIn(once).lessons["l1"]?.blocks["b1"]?.content).toEqual(text("одн"));
    expect(when(once, undo).courses).toEqual(before.courses);
  });

  it("edits of different fields are separate steps even without a pause", () => {
    const typed = when(given(...saved), edit("x", 100), {
      _tag: "LessonRenamed",
      courseID: "c1",
      lessonID: "l1",
      lessonName: "y",
      at: 150,
    });
    const once = courseIn(when(typed, undo));
    expect(once.lessons["l1"]?.lessonName).toBe("Урок");
    expect(once.lessons["l1"]?.blocks["b1"]?.content).toEqual(text("x"));
  });

  it("a new action clears redo; undo and redo with nothing to do change nothing", () => {
    const state = when(given(...saved), edit("x", 100), undo, {
      _tag: "LessonRenamed",
      courseID: "c1",
      lessonID: "l1",
      lessonName: "y",
      at: 150,
    });
    expect(state.history["c1"]?.redo).toEqual([]);
    expect(when(state, redo)).toBe(state);
    const clean = given(...saved);
    expect(when(clean, undo)).toBe(clean);
  });

  it("an action that does not apply records no step", () => {
    const state = when(given(...saved), edit("x", 100));
    const same = when(state, {
      _tag: "BlockMoved",
      courseID: "c1",
      parent: inLesson(),
      contentBlockID: "b1",
      direction: "up",
    });
    expect(same.history).toBe(state.history);
  });

  it("an undo in the middle of one produce restores a copy that later writes can go into (no frozen parts shared)", () => {
    const advantage = (index: number, description: string, at: number) => ({
      _tag: "AdvantageEdited" as const,
      courseID: "c1",
      index,
      description,
      at,
    });
    const earlier = given(...saved);
    // One produce: `general` is modified, snapshotted with its untouched (frozen) advantage 2, restored by the undo, then advantage 2 is written.
    const state = replay(
      [
        advantage(0, "Первое", 100),
        { _tag: "AboutTextEdited", courseID: "c1", field: "summary", value: "Кратко", at: 5000 },
        undo,
        advantage(2, "Третье", 9000),
      ],
      earlier,
    );
    expect(courseIn(state).general.advantages.map((a) => a.description)).toEqual(["Первое", "", "Третье"]);
    expect(courseIn(state).general.summary).toBe("");
  });
});
