import { describe, expect, it } from "vitest";
import type { DomainEvent } from "@app/domain/model/event";
import { authored, given, inLesson, rawCourse } from "@app/domain/model/test-kit";
import { dragId, dropCommand, resolvedTarget } from "./drop-target";

const extra: DomainEvent[] = [
  { _tag: "LessonCreated", courseID: "c1", moduleID: "m1", lessonID: "l3", lessonName: "3", is_trial: false, at: 5 },
  { _tag: "ModuleCreated", courseID: "c1", moduleID: "m2", moduleName: "2", at: 6 },
  { _tag: "LessonCreated", courseID: "c1", moduleID: "m2", lessonID: "l2", lessonName: "2", is_trial: false, at: 7 },
];
/** c1: m1 (l1 with blocks b1..b3 and task t1, l3), m2 (l2). */
const course = rawCourse(given(...authored, ...extra));
const l1 = { kind: "lesson", moduleID: "m1", lessonID: "l1" } as const;
const l2 = { kind: "lesson", moduleID: "m2", lessonID: "l2" } as const;
const l3 = { kind: "lesson", moduleID: "m1", lessonID: "l3" } as const;
const b1 = { kind: "block", parent: inLesson("l1"), blockID: "b1" } as const;
const b3 = { kind: "block", parent: inLesson("l1"), blockID: "b3" } as const;

describe("dropCommand: what a drop asks the domain for", () => {
  it("a lesson on a lesson of another section goes before it; on its own section's lesson, to its place", () => {
    expect(dropCommand(course, l1, l2)).toEqual({
      _tag: "PlaceItem",
      courseID: "c1",
      item: { _tag: "lesson", lessonID: "l1" },
      parentID: "m2",
      index: 0,
    });
    expect(dropCommand(course, l1, l3)).toMatchObject({ parentID: "m1", index: 1 });
    expect(dropCommand(course, l1, { kind: "sectionEnd", moduleID: "m2" })).toMatchObject({ parentID: "m2", index: 1 });
    expect(dropCommand(course, l2, { kind: "section", moduleID: "m1" })).toMatchObject({ parentID: "m1", index: 0 });
  });

  it("a section goes to the place of the section it is dropped on (or of the lesson's section)", () => {
    expect(dropCommand(course, { kind: "section", moduleID: "m1" }, l2)).toEqual({
      _tag: "PlaceItem",
      courseID: "c1",
      item: { _tag: "module", moduleID: "m1" },
      parentID: null,
      index: 1,
    });
    expect(dropCommand(course, { kind: "section", moduleID: "m1" }, b1)).toBeNull();
  });

  it("a block on a block takes its place; on a lesson or task row it goes last there", () => {
    expect(dropCommand(course, b1, b3)).toEqual({
      _tag: "PlaceBlock",
      courseID: "c1",
      parent: inLesson("l1"),
      contentBlockID: "b1",
      to: inLesson("l1"),
      index: 2,
    });
    expect(dropCommand(course, b1, l2)).toMatchObject({ to: inLesson("l2"), index: 0 });
    expect(dropCommand(course, b1, { kind: "task", lessonID: "l1", taskID: "t1" })).toMatchObject({
      to: { _tag: "task", taskID: "t1" },
      index: 1,
    });
  });

  it("a task on a lesson goes last in it", () => {
    expect(dropCommand(course, { kind: "task", lessonID: "l1", taskID: "t1" }, l2)).toEqual({
      _tag: "PlaceItem",
      courseID: "c1",
      item: { _tag: "task", taskID: "t1" },
      parentID: "l2",
      index: 0,
    });
  });

  it("a target made before a save follows the items to their server ids", () => {
    const resolve = (id: string) => ({ l1: "61", m1: "31", b1: "121" })[id] ?? id;
    expect(resolvedTarget(l1, resolve)).toEqual({ kind: "lesson", moduleID: "31", lessonID: "61" });
    expect(resolvedTarget(b1, resolve)).toEqual({ kind: "block", parent: inLesson("61"), blockID: "121" });
  });
});

describe("dragId: the id dnd-kit knows an item by", () => {
  it("stays the same when a save gives the items their server ids (taken through their stable keys)", () => {
    // After the save: l1 is 61 and b1 is 121 in the model, and their stable keys are the ids they were created with.
    const stableKey = (id: string) => ({ "61": "l1", "121": "b1", "31": "m1" })[id] ?? id;
    const before = [l1, b1, { kind: "task", lessonID: "l1", taskID: "t1" } as const];
    const after = [
      { kind: "lesson", moduleID: "31", lessonID: "61" } as const,
      { kind: "block", parent: inLesson("61"), blockID: "121" } as const,
      { kind: "task", lessonID: "61", taskID: "t1" } as const,
    ];
    expect(after.map((target) => dragId(target, "editor", stableKey))).toEqual(
      before.map((target) => dragId(target, "editor", stableKey)),
    );
    // Without the keys the ids would change under a press made before the answer.
    expect(dragId(after[1] ?? b1)).not.toBe(dragId(b1));
  });

  it("keeps the outline's and the editor's task rows apart", () => {
    const task = { kind: "task", lessonID: "l1", taskID: "t1" } as const;
    expect(dragId(task, "outline")).not.toBe(dragId(task, "editor"));
  });
});
