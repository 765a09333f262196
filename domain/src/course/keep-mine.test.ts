import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { build, logArb } from "../model/event-arbitrary";
import { evolve } from "../model/evolve";
import type { DomainEvent } from "../model/event";
import { invariantProblems } from "../model/invariants";
import type { DomainState } from "../model/state";
import type { ItemRef } from "./ids";
import { rebaseEvents } from "./rebase";
import { keepMine } from "./rebase-resolve";
import { authorOps, fieldsOf, throughServer, windowEvents } from "./two-windows-kit";

/** GUIDE: property tests run at least 1,000 times each. */
const RUNS = 1000;

describe("the merge dialog's answers (keepMine)", () => {
  it("every field answered «Оставить мой вариант» ends on the server as in my window, deletions of either side included", () => {
    fc.assert(
      fc.property(
        logArb(0),
        authorOps,
        authorOps,
        authorOps,
        fc.array(fc.boolean(), { maxLength: 60 }),
        (prefix, shared, theirOps, myOps, answers) => {
          const start = build(prefix).state;
          const base = throughServer(start, windowEvents(start, shared, "b").state);
          const theirs = throughServer(base, windowEvents(base, theirOps, "t").state);
          const mine = windowEvents(base, myOps, "m");
          const rebased = rebaseEvents(base, theirs, mine.events, "c1");
          // Each field is answered: mine where the answer is true (all of them when there are more fields than answers).
          const chosen = new Set(
            rebased.conflicts.filter((_, i) => answers[i] ?? true).map((conflict) => conflict.field),
          );
          const kept = keepMine(rebased.state, rebased.mine, rebased.held, chosen);
          const after = kept.reduce(evolve, rebased.state);
          expect(invariantProblems(after)).toEqual([]);

          // What the save sends: the fields of live items (a tombstoned one has none, as on the server).
          const saved = fieldsOf(after);
          const M = fieldsOf(mine.state);
          for (const field of chosen) expect(saved.get(field), `kept ${field}`).toBe(M.get(field));
          // Nothing answered "mine": the course stays as the merge left it.
          if (chosen.size === 0) expect(kept).toEqual([]);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe("keeping my edit of a lesson the other window deleted (issue #29, row 1)", () => {
  const lesson = { _tag: "lesson", lessonID: "l1" } as const;
  const text = (contentBlockID: string, words: string): DomainEvent => ({
    _tag: "BlockAdded",
    courseID: "c1",
    parent: lesson,
    afterIndex: contentBlockID === "b1" ? -1 : 0,
    contentBlockID,
    content: { _tag: "text", text: words },
  });
  /** A section with lessons l1 (two text blocks and a task with one) and l2, as both windows loaded it from the server. */
  const loaded = (): DomainState => {
    const events: DomainEvent[] = [
      { _tag: "CourseCreated", courseID: "c1", name: "Курс", at: 1 },
      { _tag: "ModuleCreated", courseID: "c1", moduleID: "m", moduleName: "Раздел", at: 1 },
      {
        _tag: "LessonCreated",
        courseID: "c1",
        moduleID: "m",
        lessonID: "l1",
        lessonName: "Урок 1",
        is_trial: true,
        at: 1,
      },
      {
        _tag: "LessonCreated",
        courseID: "c1",
        moduleID: "m",
        lessonID: "l2",
        lessonName: "Урок 2",
        is_trial: false,
        at: 1,
      },
      text("b1", "Первый"),
      text("b2", "Второй"),
      { _tag: "TaskCreated", courseID: "c1", lessonID: "l1", taskID: "t", name: "Задание", at: 1 },
      {
        _tag: "BlockAdded",
        courseID: "c1",
        parent: { _tag: "task", taskID: "t" },
        afterIndex: -1,
        contentBlockID: "tb",
        content: { _tag: "text", text: "Условие" },
      },
    ];
    const state = events.reduce(evolve, build([]).state);
    return throughServer(state, state);
  };
  const myEdit: DomainEvent = {
    _tag: "BlockEdited",
    courseID: "c1",
    parent: lesson,
    contentBlockID: "b1",
    content: { _tag: "text", text: "Первый, дописанный в окне Б" },
    at: 9,
  };

  const kept = (deleted: ItemRef): DomainState => {
    const base = loaded();
    const theirs = throughServer(base, evolve(base, { _tag: "ItemMarkedForDelete", courseID: "c1", item: deleted }));
    const rebased = rebaseEvents(base, theirs, [myEdit], "c1");
    expect(rebased.conflicts).toEqual([
      { field: "blocks.b1", mine: '{"_tag":"text","text":"Первый, дописанный в окне Б"}', theirs: undefined },
    ]);
    return keepMine(rebased.state, rebased.mine, rebased.held, new Set(["blocks.b1"])).reduce(evolve, rebased.state);
  };

  it("given the lesson deleted there, «Оставить мой вариант» brings the lesson back whole, in its place, with my text", () => {
    const after = kept({ _tag: "lesson", lessonID: "l1" });
    const course = after.courses["c1"];
    expect(course?.modules["m"]?.lessonOrder).toEqual(["l1", "l2"]);
    const fields = fieldsOf(after);
    expect(fields.get("blocks.b1")).toBe('{"_tag":"text","text":"Первый, дописанный в окне Б"}');
    expect(fields.get("blocks.b2")).toBe('{"_tag":"text","text":"Второй"}');
    expect(fields.get("lessons.l1.lessonName")).toBe('"Урок 1"');
    expect(fields.get("lessons.l1.is_trial")).toBe("true");
    expect(fields.get("tasks.t.name")).toBe('"Задание"');
    expect(fields.get("blocks.tb")).toBe('{"_tag":"text","text":"Условие"}');
    expect(invariantProblems(after)).toEqual([]);
  });

  it("given its whole section deleted there, the section comes back with that lesson", () => {
    const after = kept({ _tag: "module", moduleID: "m" });
    const fields = fieldsOf(after);
    expect(fields.get("modules.m.moduleName")).toBe('"Раздел"');
    expect(fields.get("blocks.b1")).toBe('{"_tag":"text","text":"Первый, дописанный в окне Б"}');
    expect(fields.get("blocks.tb")).toBe('{"_tag":"text","text":"Условие"}');
    // The lesson nobody edited stays deleted, as the other window left it.
    expect(fields.has("lessons.l2.lessonName")).toBe(false);
  });

  it("given «Взять вариант из другого окна», the lesson stays deleted", () => {
    const base = loaded();
    const theirs = throughServer(
      base,
      evolve(base, { _tag: "ItemMarkedForDelete", courseID: "c1", item: { _tag: "lesson", lessonID: "l1" } }),
    );
    const rebased = rebaseEvents(base, theirs, [myEdit], "c1");
    expect(keepMine(rebased.state, rebased.mine, rebased.held, new Set())).toEqual([]);
    expect(fieldsOf(rebased.state).has("lessons.l1.lessonName")).toBe(false);
  });
});
