import { describe, expect, it } from "vitest";
import type { DomainEvent } from "../model/event";
import { evolve } from "../model/evolve";
import type { DomainState } from "../model/state";
import { authored, courseIn, given, text } from "../model/test-kit";
import { rebaseEvents } from "./rebase";
import { keepMine } from "./rebase-resolve";
import { fieldsOf, throughServer } from "./two-windows-kit";

/** Both windows start from course c1 as the server has it; the other window's events go through the server. */
const merged = (
  theirs: ReadonlyArray<DomainEvent>,
  mine: ReadonlyArray<DomainEvent>,
  extra: ReadonlyArray<DomainEvent> = [],
) => {
  const start = given(...authored, ...extra);
  const base = throughServer(start, start);
  const there = throughServer(base, theirs.reduce(evolve, base));
  const rebased = rebaseEvents(base, there, mine, "c1");
  const chosen = new Set(rebased.conflicts.map((conflict) => conflict.field));
  const kept = keepMine(rebased.state, rebased.mine, rebased.held, chosen);
  const after: DomainState = kept.reduce(evolve, rebased.state);
  return { after, mine: mine.reduce(evolve, base), chosen, kept };
};

describe("«Оставить мой вариант» on a block that moved, an item the other window removed (found by the Schema-derived logs)", () => {
  it("my edit of a block I then dragged into a task lands on the block where it went, not on a copy left in the lesson", () => {
    const lesson = { _tag: "lesson", lessonID: "l1" } as const;
    const { after, chosen } = merged(
      [{ _tag: "BlockEdited", courseID: "c1", parent: lesson, contentBlockID: "b1", content: text("их"), at: 20 }],
      [
        { _tag: "BlockEdited", courseID: "c1", parent: lesson, contentBlockID: "b1", content: text("мой"), at: 20 },
        {
          _tag: "BlockPlaced",
          courseID: "c1",
          parent: lesson,
          contentBlockID: "b1",
          to: { _tag: "task", taskID: "t1" },
          index: 0,
        },
      ],
    );
    expect([...chosen]).toContain("blocks.b1");
    expect(courseIn(after).tasks["t1"]?.blocks["b1"]?.content).toEqual(text("мой"));
    expect(courseIn(after).lessons["l1"]?.blocks["b1"]).toBeUndefined();
  });

  it("my edit of an about list's item the other window removed brings the item back with my text", () => {
    const entry = (name: string) => ({ list: "programs", item: { id: "p1", name, description: "" } }) as const;
    const { after, mine } = merged(
      [{ _tag: "AboutItemMarkedForDelete", courseID: "c1", list: "programs", id: "p1" }],
      [{ _tag: "AboutItemUpdated", courseID: "c1", entry: entry("Мой пункт"), at: 20 }],
      [{ _tag: "AboutItemCreated", courseID: "c1", entry: entry("Пункт") }],
    );
    expect(fieldsOf(after).get("lists.programs.p1")).toBe(fieldsOf(mine).get("lists.programs.p1"));
    expect(fieldsOf(after).get("lists.programs.p1")).toContain("Мой пункт");
  });

  it("my edit of an about list's item in a list the other window cleared makes the item again with my text", () => {
    const entry = (name: string) =>
      ({ list: "results", item: { id: "r1", name, description: "", color: "#1c7ed6", position: 0 } }) as const;
    const { after, mine } = merged(
      [{ _tag: "AboutListCleared", courseID: "c1", list: "results" }],
      [{ _tag: "AboutItemUpdated", courseID: "c1", entry: entry("Мой результат"), at: 20 }],
      [{ _tag: "AboutItemCreated", courseID: "c1", entry: entry("Результат") }],
    );
    expect(fieldsOf(after).get("lists.results.r1")).toBe(fieldsOf(mine).get("lists.results.r1"));
    expect(fieldsOf(after).get("lists.results.r1")).toContain("Мой результат");
  });

  it("my delete and restore of a section are kept together, and the lesson the other window added there, answered «mine» (absent), stays out", () => {
    const module = { _tag: "module", moduleID: "m1" } as const;
    const { after, mine, chosen, kept } = merged(
      [
        {
          _tag: "LessonCreated",
          courseID: "c1",
          moduleID: "m1",
          lessonID: "l9",
          lessonName: "Их урок",
          is_trial: false,
          at: 20,
        },
      ],
      [
        { _tag: "ItemMarkedForDelete", courseID: "c1", item: module },
        { _tag: "ItemRestored", courseID: "c1", item: module },
        {
          _tag: "ItemDuplicated",
          courseID: "c1",
          item: { _tag: "lesson", lessonID: "l1" },
          ids: { l1: "l1c", t1: "t1c", b1: "b1c", b2: "b2c", b3: "b3c", tb1: "tb1c" },
        },
      ],
    );
    expect([...chosen]).toContain("lessons.l9.lessonName");
    // The lesson is deleted once, though two of its fields were answered.
    expect(kept.filter((e) => e._tag === "ItemMarkedForDelete" && e.item._tag === "lesson")).toHaveLength(1);
    expect(fieldsOf(after).get("lessons.l9.lessonName")).toBe(fieldsOf(mine).get("lessons.l9.lessonName"));
    expect(fieldsOf(after).get("lessons.l1c.lessonName")).toBe(fieldsOf(mine).get("lessons.l1c.lessonName"));
    expect(fieldsOf(after).get("lessons.l1.lessonName")).toBe(fieldsOf(mine).get("lessons.l1.lessonName"));
  });

  describe("my delete of a lesson the other window dragged things into", () => {
    const lesson2 = { _tag: "lesson", lessonID: "l2" } as const;
    const secondLesson: DomainEvent = {
      _tag: "LessonCreated",
      courseID: "c1",
      moduleID: "m1",
      lessonID: "l2",
      lessonName: "Второй урок",
      is_trial: false,
      at: 5,
    };
    const deleteL2: DomainEvent = { _tag: "ItemMarkedForDelete", courseID: "c1", item: lesson2 };

    it("keeps the block I edited where my window has it, not deleted with the lesson", () => {
      const { after, mine, chosen } = merged(
        [
          {
            _tag: "BlockPlaced",
            courseID: "c1",
            parent: { _tag: "lesson", lessonID: "l1" },
            contentBlockID: "b1",
            to: lesson2,
            index: 0,
          },
        ],
        [
          deleteL2,
          {
            _tag: "BlockEdited",
            courseID: "c1",
            parent: { _tag: "lesson", lessonID: "l1" },
            contentBlockID: "b1",
            content: text("мой"),
            at: 20,
          },
        ],
        [secondLesson],
      );
      expect([...chosen]).toContain("blocks.b1");
      expect(fieldsOf(after).get("blocks.b1")).toBe(fieldsOf(mine).get("blocks.b1"));
      expect(courseIn(after).lessons["l1"]?.blockOrder).toContain("b1");
      expect(courseIn(after).lessons["l2"]?.wasDeleted).toBe(true);
    });

    it("keeps a block the other window dragged into a task of that lesson", () => {
      const { after, mine } = merged(
        [
          {
            _tag: "BlockPlaced",
            courseID: "c1",
            parent: { _tag: "lesson", lessonID: "l1" },
            contentBlockID: "b1",
            to: { _tag: "task", taskID: "t2" },
            index: 0,
          },
        ],
        [deleteL2],
        [secondLesson, { _tag: "TaskCreated", courseID: "c1", lessonID: "l2", taskID: "t2", name: "Второе", at: 6 }],
      );
      expect(fieldsOf(after).get("blocks.b1")).toBe(fieldsOf(mine).get("blocks.b1"));
      expect(courseIn(after).lessons["l1"]?.blockOrder).toContain("b1");
    });

    it("keeps a task my window has in another lesson, with its blocks", () => {
      const { after, mine } = merged(
        [{ _tag: "ItemPlaced", courseID: "c1", item: { _tag: "task", taskID: "t1" }, parentID: "l2", index: 0 }],
        [deleteL2],
        [secondLesson],
      );
      expect(fieldsOf(after).get("tasks.t1.name")).toBe(fieldsOf(mine).get("tasks.t1.name"));
      expect(courseIn(after).tasks["t1"]?.lessonID).toBe("l1");
      expect(courseIn(after).lessons["l2"]?.wasDeleted).toBe(true);
    });
  });
});
