import fc from "fast-check";
import { produce } from "immer";
import { describe, expect, it } from "vitest";
import type { CourseBody } from "../api/course-content";
import { applyPatch } from "../course/apply-patch";
import { bodyPatch } from "../course/body-patch";
import type { LessonSnapshot } from "../course/course-snapshot";
import { build, logArb } from "../model/event-arbitrary";
import { given, inLesson, inTask, saved, text, when } from "../model/test-kit";
import type { DomainEvent } from "../model/event";
import { indexBody } from "./body-index";
import { allIds, authored, bodyOf, courseOf, edited, sessionArb } from "./history-test-kit";
import { withBlockRestored, withLessonRestored } from "./restore-target";

const c = "c1";

/** c1: section m1 with lessons l1 (blocks b1–b3, task t1 with tb1), l2 and l3; section m2 with lesson l4. */
const oldState = when(
  given(...saved),
  { _tag: "LessonCreated", courseID: c, moduleID: "m1", lessonID: "l2", lessonName: "Второй", is_trial: false, at: 20 },
  { _tag: "LessonCreated", courseID: c, moduleID: "m1", lessonID: "l3", lessonName: "Третий", is_trial: false, at: 21 },
  { _tag: "ModuleCreated", courseID: c, moduleID: "m2", moduleName: "Второй раздел", at: 22 },
  {
    _tag: "LessonCreated",
    courseID: c,
    moduleID: "m2",
    lessonID: "l4",
    lessonName: "Четвёртый",
    is_trial: false,
    at: 23,
  },
  {
    _tag: "BlockAdded",
    courseID: c,
    parent: inLesson("l2"),
    afterIndex: -1,
    contentBlockID: "b4",
    content: text("четыре"),
  },
  { _tag: "SaveConfirmed", courseID: c, at: 24 },
);
const old = bodyOf(courseOf(oldState));
const later = (...events: ReadonlyArray<DomainEvent>): CourseBody =>
  bodyOf(courseOf(when(oldState, ...events, { _tag: "SaveConfirmed", courseID: c, at: 99 })));
const lessonIn = (body: CourseBody, id: string): LessonSnapshot | undefined => indexBody(body).lessons.get(id)?.lesson;
const lessonIds = (body: CourseBody): string[][] => body.moduleList.map((m) => m.lessons.map((l) => l.lessonID));

/** The body the server keeps after saving the patch from `current` to `target` (ids kept as they are). */
const saveOf = (current: CourseBody, target: CourseBody): CourseBody =>
  produce(current, (draft) => {
    applyPatch((_collection, id) => id, "c1", draft, bodyPatch(current, target));
  });

describe("restoring one lesson as it was", () => {
  it("a deleted lesson goes back to its old place, whole, and the server's save of it keeps its ids", () => {
    const current = later({ _tag: "ItemMarkedForDelete", courseID: c, item: { _tag: "lesson", lessonID: "l2" } });
    const target = withLessonRestored(current, old, "l2");
    expect(target && lessonIds(target)).toEqual([["l1", "l2", "l3"], ["l4"]]);
    expect(target && authored(target)).toEqual(authored(old));
    expect(target?.moduleList[1]).toBe(current.moduleList[1]);
    if (target) expect(authored(saveOf(current, target))).toEqual(authored(target));
  });

  it("an edited lesson gets back its name, blocks and tasks; the rest of the course stays as it is", () => {
    const current = later(
      { _tag: "LessonRenamed", courseID: c, lessonID: "l1", lessonName: "Новое имя", at: 30 },
      { _tag: "BlockEdited", courseID: c, parent: inLesson(), contentBlockID: "b1", content: text("один!"), at: 31 },
      { _tag: "BlockDeleted", courseID: c, parent: inTask(), contentBlockID: "tb1" },
      { _tag: "TaskCreated", courseID: c, lessonID: "l1", taskID: "t2", name: "Новое", at: 32 },
      { _tag: "LessonRenamed", courseID: c, lessonID: "l3", lessonName: "Третий, исправленный", at: 33 },
    );
    const target = withLessonRestored(current, old, "l1");
    expect(target && lessonIn(target, "l1")?.lessonName).toBe("Урок");
    expect(
      target && authored({ ...old, moduleList: [{ ...old.moduleList[0]!, lessons: [lessonIn(target, "l1")!] }] }),
    ).toEqual(authored({ ...old, moduleList: [{ ...old.moduleList[0]!, lessons: [lessonIn(old, "l1")!] }] }));
    expect(target && lessonIn(target, "l3")).toBe(lessonIn(current, "l3"));
    expect(target && lessonIds(target)).toEqual(lessonIds(current));
    if (target) expect(authored(saveOf(current, target))).toEqual(authored(target));
  });

  it("a lesson whose section is gone brings the section back with it alone; an unknown lesson cannot be restored", () => {
    const current = later({ _tag: "ItemMarkedForDelete", courseID: c, item: { _tag: "module", moduleID: "m1" } });
    const target = withLessonRestored(current, old, "l3");
    expect(target?.moduleList.map((m) => [m.moduleID, m.moduleName])).toEqual([
      ["m1", "Раздел"],
      ["m2", "Второй раздел"],
    ]);
    expect(target && lessonIds(target)).toEqual([["l3"], ["l4"]]);
    if (target) expect(authored(saveOf(current, target))).toEqual(authored(target));
    expect(withLessonRestored(current, old, "nope")).toBeUndefined();
  });

  it("a task that has moved to another lesson since stays there", () => {
    const current = later({
      _tag: "ItemPlaced",
      courseID: c,
      item: { _tag: "task", taskID: "t1" },
      parentID: "l4",
      index: 0,
    });
    const target = withLessonRestored(current, old, "l1");
    expect(target && lessonIn(target, "l1")?.tasks).toEqual([]);
    expect(target && lessonIn(target, "l4")?.tasks.map((t) => t.taskID)).toEqual(["t1"]);
  });
});

describe("restoring one block as it was", () => {
  it("an edited block gets its old content where it is; a deleted one goes back to its old place", () => {
    const edited = later({
      _tag: "BlockEdited",
      courseID: c,
      parent: inLesson(),
      contentBlockID: "b2",
      content: text("другое"),
      at: 30,
    });
    expect(withBlockRestored(edited, old, "b2")).toEqual(old);
    const deleted = later({ _tag: "BlockDeleted", courseID: c, parent: inLesson(), contentBlockID: "b2" });
    const target = withBlockRestored(deleted, old, "b2");
    expect(target && lessonIn(target, "l1")?.lessonContent.map((b) => b.contentBlockID)).toEqual(["b1", "b2", "b3"]);
    if (target) expect(authored(saveOf(deleted, target))).toEqual(authored(target));
    expect(withBlockRestored(deleted, old, "nope")).toBeUndefined();
  });

  it("a block whose task or lesson is gone comes back with it", () => {
    const noTask = later({ _tag: "ItemMarkedForDelete", courseID: c, item: { _tag: "task", taskID: "t1" } });
    const withTask = withBlockRestored(noTask, old, "tb1");
    expect(withTask && lessonIn(withTask, "l1")?.tasks).toEqual(lessonIn(old, "l1")?.tasks);
    const noLesson = later({ _tag: "ItemMarkedForDelete", courseID: c, item: { _tag: "lesson", lessonID: "l2" } });
    const withLesson = withBlockRestored(noLesson, old, "b4");
    expect(withLesson && authored(withLesson)).toEqual(authored(old));
  });
});

describe("restoring any lesson of an earlier version after any session of edits", () => {
  it("brings back that lesson only, with unique ids, and the server's save of it gives the same course", () => {
    fc.assert(
      fc.property(logArb(12), sessionArb, fc.nat(), (log, session, pick) => {
        const base = build(log).state;
        const next = edited(base, session);
        fc.pre(base.courses[c] !== undefined && next.courses[c] !== undefined);
        const [earlier, current] = [bodyOf(courseOf(base)), bodyOf(courseOf(next))];
        const lessons = [...indexBody(earlier).lessons.keys()];
        fc.pre(lessons.length > 0);
        const lessonID = lessons[pick % lessons.length] ?? "";
        const target = withLessonRestored(current, earlier, lessonID);
        expect(target).toBeDefined();
        if (!target) return;
        const ids = allIds(target);
        expect(new Set(ids).size).toBe(ids.length);
        const was = lessonIn(earlier, lessonID);
        const now = lessonIn(target, lessonID);
        expect(now?.lessonName).toBe(was?.lessonName);
        // Its blocks are the old ones, less those that live elsewhere in the course now.
        const elsewhere = new Set(allIds(current));
        for (const b of was?.lessonContent ?? [])
          if (!now?.lessonContent.some((x) => x.contentBlockID === b.contentBlockID))
            expect(elsewhere.has(b.contentBlockID)).toBe(true);
        // Every other lesson is current's, untouched.
        const others = [...indexBody(current).lessons].filter(([id]) => id !== lessonID);
        for (const [id, at] of others) expect(lessonIn(target, id)).toBe(at.lesson);
        expect(authored(saveOf(current, target))).toEqual(authored(target));
      }),
      { numRuns: 100 },
    );
  });
});
