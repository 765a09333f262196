import { describe, expect, it } from "vitest";
import type { DomainEvent } from "@app/domain/model/event";
import { authored, given, inLesson, inTask, rawCourse } from "@app/domain/model/test-kit";
import { dragId, dropSpot, type DropTarget } from "./drop-target";
import { takesByKeyboard } from "./keyboard-moves";

const extra: DomainEvent[] = [
  { _tag: "ModuleCreated", courseID: "c1", moduleID: "m2", moduleName: "Второй", at: 6 },
  { _tag: "LessonCreated", courseID: "c1", moduleID: "m2", lessonID: "l2", lessonName: "Б", is_trial: false, at: 7 },
];
/** c1: m1 «Раздел» (l1 «Урок» with blocks b1..b3 and task t1 with block tb1), m2 «Второй» (l2 «Б»). */
const course = rawCourse(given(...authored, ...extra));

const block = (blockID: string, parent = inLesson("l1")): DropTarget => ({ kind: "block", parent, blockID });
const item = (target: DropTarget, where?: "outline" | "editor") => ({ id: dragId(target, where), target });

describe("a keyboard drag: where an item can go", () => {
  it("a block only among the blocks of its own lesson or task, itself included", () => {
    const b2 = item(block("b2"), "editor");
    expect(takesByKeyboard(b2, item(block("b1"), "editor"))).toBe(true);
    expect(takesByKeyboard(b2, b2)).toBe(true);
    expect(takesByKeyboard(b2, item(block("tb1", inTask("t1")), "editor"))).toBe(false);
    expect(takesByKeyboard(b2, item({ kind: "lesson", moduleID: "m2", lessonID: "l2" }))).toBe(false);
    expect(takesByKeyboard(b2, item({ kind: "task", lessonID: "l1", taskID: "t1" }))).toBe(false);
  });

  it("a lesson among lessons and section ends; a task among its lesson's tasks in the editor; a section among sections", () => {
    const l1 = item({ kind: "lesson", moduleID: "m1", lessonID: "l1" });
    expect(takesByKeyboard(l1, item({ kind: "lesson", moduleID: "m2", lessonID: "l2" }))).toBe(true);
    expect(takesByKeyboard(l1, item({ kind: "sectionEnd", moduleID: "m2" }))).toBe(true);
    expect(takesByKeyboard(l1, item({ kind: "section", moduleID: "m2" }))).toBe(false);
    const t1 = item({ kind: "task", lessonID: "l1", taskID: "t1" }, "editor");
    expect(takesByKeyboard(t1, item({ kind: "task", lessonID: "l1", taskID: "t9" }, "editor"))).toBe(true);
    expect(takesByKeyboard(t1, item({ kind: "task", lessonID: "l1", taskID: "t9" }, "outline"))).toBe(false);
    expect(takesByKeyboard(t1, item({ kind: "task", lessonID: "l2", taskID: "t8" }, "editor"))).toBe(false);
    const m1 = item({ kind: "section", moduleID: "m1" });
    expect(takesByKeyboard(m1, item({ kind: "section", moduleID: "m2" }))).toBe(true);
    expect(takesByKeyboard(m1, item({ kind: "lesson", moduleID: "m2", lessonID: "l2" }))).toBe(false);
  });
});

describe("dropSpot: what a keyboard drag announces", () => {
  it("a block over a sibling takes its place: position and count in the same list", () => {
    const b3 = { kind: "block", parent: inLesson("l1"), blockID: "b3" } as const;
    expect(dropSpot(course, b3, block("b1"))).toEqual({ position: 1, count: 3 });
    expect(dropSpot(course, b3, block("b2"))).toEqual({ position: 2, count: 3 });
    expect(dropSpot(course, b3, b3)).toEqual({ position: 3, count: 3 });
  });

  it("into another parent it names the parent, and the count there grows by one", () => {
    const l1 = { kind: "lesson", moduleID: "m1", lessonID: "l1" } as const;
    expect(dropSpot(course, l1, { kind: "lesson", moduleID: "m2", lessonID: "l2" })).toEqual({
      position: 1,
      count: 2,
      into: { kind: "section", name: "Второй" },
    });
    expect(dropSpot(course, l1, { kind: "sectionEnd", moduleID: "m1" })).toEqual({ position: 1, count: 1 });
    const b1 = { kind: "block", parent: inLesson("l1"), blockID: "b1" } as const;
    expect(dropSpot(course, b1, { kind: "task", lessonID: "l1", taskID: "t1" })).toEqual({
      position: 2,
      count: 2,
      into: { kind: "task", name: "Задание" },
    });
  });
});
