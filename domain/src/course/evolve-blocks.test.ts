import { describe, expect, it } from "vitest";
import { authored, courseIn, given, inLesson, inTask, saved, text, when } from "../model/test-kit";

const order = (state: ReturnType<typeof given>) => courseIn(state).lessons["l1"]?.blockOrder;

describe("content blocks (SPEC §4)", () => {
  it("given blocks b1 b2 b3, when one is added after position 0, then it sits second", () => {
    const state = when(given(...authored), {
      _tag: "BlockAdded",
      courseID: "c1",
      parent: inLesson(),
      afterIndex: 0,
      contentBlockID: "x",
      content: text("новый"),
    });
    expect(order(state)).toEqual(["b1", "x", "b2", "b3"]);
    expect(courseIn(state).lessons["l1"]?.blocks["x"]).toEqual({
      contentBlockID: "x",
      status: "none",
      evaluation: null,
      content: text("новый"),
    });
  });

  it("adds at the start with afterIndex -1 and at the end with the last index", () => {
    const state = when(
      given(...authored),
      {
        _tag: "BlockAdded",
        courseID: "c1",
        parent: inLesson(),
        afterIndex: -1,
        contentBlockID: "first",
        content: text(""),
      },
      {
        _tag: "BlockAdded",
        courseID: "c1",
        parent: inLesson(),
        afterIndex: 3,
        contentBlockID: "last",
        content: text(""),
      },
    );
    expect(order(state)).toEqual(["first", "b1", "b2", "b3", "last"]);
  });

  it("an add at a position that does not exist does nothing", () => {
    const before = given(...authored);
    expect(
      when(before, {
        _tag: "BlockAdded",
        courseID: "c1",
        parent: inLesson(),
        afterIndex: 7,
        contentBlockID: "x",
        content: text(""),
      }),
    ).toBe(before);
  });

  it("edits a block's content, and the lesson becomes edited", () => {
    const state = when(given(...saved), {
      _tag: "BlockEdited",
      courseID: "c1",
      parent: inLesson(),
      contentBlockID: "b2",
      content: text("правка"),
      at: 20,
    });
    expect(courseIn(state).lessons["l1"]?.blocks["b2"]?.content).toEqual(text("правка"));
    expect(courseIn(state).lessons["l1"]?.wasEdited).toBe(true);
    expect(courseIn(state).wasEdited).toBe(true);
  });

  it("deletes a block from the record and the order", () => {
    const state = when(given(...authored), {
      _tag: "BlockDeleted",
      courseID: "c1",
      parent: inLesson(),
      contentBlockID: "b2",
    });
    expect(order(state)).toEqual(["b1", "b3"]);
    expect(courseIn(state).lessons["l1"]?.blocks["b2"]).toBeUndefined();
  });

  it("moves up and down by swapping with the neighbour", () => {
    const up = when(given(...authored), {
      _tag: "BlockMoved",
      courseID: "c1",
      parent: inLesson(),
      contentBlockID: "b3",
      direction: "up",
    });
    expect(order(up)).toEqual(["b1", "b3", "b2"]);
    const down = when(given(...authored), {
      _tag: "BlockMoved",
      courseID: "c1",
      parent: inLesson(),
      contentBlockID: "b1",
      direction: "down",
    });
    expect(order(down)).toEqual(["b2", "b1", "b3"]);
  });

  it("moving past either end does nothing", () => {
    const before = given(...authored);
    const after = when(
      before,
      { _tag: "BlockMoved", courseID: "c1", parent: inLesson(), contentBlockID: "b1", direction: "up" },
      { _tag: "BlockMoved", courseID: "c1", parent: inLesson(), contentBlockID: "b3", direction: "down" },
    );
    expect(after).toBe(before);
  });

  it("works the same on a task's content", () => {
    const state = when(
      given(...authored),
      {
        _tag: "BlockAdded",
        courseID: "c1",
        parent: inTask(),
        afterIndex: 0,
        contentBlockID: "tb2",
        content: text("после"),
      },
      { _tag: "BlockMoved", courseID: "c1", parent: inTask(), contentBlockID: "tb2", direction: "up" },
    );
    expect(courseIn(state).tasks["t1"]?.blockOrder).toEqual(["tb2", "tb1"]);
  });

  it("keeps no reference to the event's content (replaying the same events twice gives equal states)", () => {
    const events = [...authored];
    const first = given(...events);
    const second = given(...events);
    expect(second).toEqual(first);
    expect(courseIn(second).lessons["l1"]?.blocks["b1"]?.content).not.toBe(
      courseIn(first).lessons["l1"]?.blocks["b1"]?.content,
    );
  });
});
