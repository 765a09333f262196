import { describe, expect, it } from "vitest";
import { neededItems } from "./needed-items";

describe("the items an event of my window needs live when I keep mine", () => {
  it("a block placed into another task needs its lesson and that task", () => {
    expect(
      neededItems({
        _tag: "BlockPlaced",
        courseID: "c1",
        parent: { _tag: "lesson", lessonID: "l1" },
        contentBlockID: "b1",
        to: { _tag: "task", taskID: "t1" },
        index: 0,
      }),
    ).toEqual([
      { _tag: "lesson", lessonID: "l1" },
      { _tag: "task", taskID: "t1" },
    ]);
  });

  it("a duplicated lesson needs its copy; a duplicated section needs nothing", () => {
    const ids = { l1: "l1-copy", m1: "m1-copy" };
    expect(
      neededItems({ _tag: "ItemDuplicated", courseID: "c1", item: { _tag: "lesson", lessonID: "l1" }, ids }),
    ).toEqual([{ _tag: "lesson", lessonID: "l1-copy" }]);
    expect(
      neededItems({ _tag: "ItemDuplicated", courseID: "c1", item: { _tag: "module", moduleID: "m1" }, ids }),
    ).toEqual([]);
  });

  it("a delete needs nothing, nor does an event of another area", () => {
    expect(
      neededItems({ _tag: "ItemMarkedForDelete", courseID: "c1", item: { _tag: "lesson", lessonID: "l1" } }),
    ).toEqual([]);
    expect(neededItems({ _tag: "Undone", courseID: "c1" })).toEqual([]);
  });
});
