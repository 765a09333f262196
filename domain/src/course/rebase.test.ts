import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { DomainEvent } from "../model/event";
import { build, logArb } from "../model/event-arbitrary";
import { evolve } from "../model/evolve";
import type { DomainState } from "../model/state";
import { rebaseEvents } from "./rebase";
import { keepMine } from "./rebase-resolve";
import { authorOps, fieldsOf, windowEvents } from "./two-windows-kit";

describe("rebasing my unsent events onto the other window's version", () => {
  it("applies every event, or reports exactly the fields in question; the other window's changes stay", () => {
    fc.assert(
      fc.property(logArb(0), authorOps, authorOps, authorOps, (prefix, shared, theirOps, myOps) => {
        const base = windowEvents(build(prefix).state, shared, "b").state;
        const theirs = windowEvents(base, theirOps, "t").state;
        const mine = windowEvents(base, myOps, "m");
        const rebased = rebaseEvents(base, theirs, mine.events, "c1");
        const [B, T, M, R] = [fieldsOf(base), fieldsOf(theirs), fieldsOf(mine.state), fieldsOf(rebased.state)];
        const reported = new Set(rebased.conflicts.map((c) => c.field));

        // Every event is accounted for: applied, or held with its fields reported.
        expect(rebased.applied.length + rebased.held.length).toBe(mine.events.length);
        const keys = new Set([...B.keys(), ...T.keys(), ...M.keys(), ...R.keys()]);
        for (const field of keys) {
          const mineChanged = B.get(field) !== M.get(field);
          const theirsChanged = B.get(field) !== T.get(field);
          // Nothing of mine is lost without a word: my value is there, or the field is asked about.
          if (mineChanged)
            expect(reported.has(field) || R.get(field) === M.get(field), `my change of ${field} lost`).toBe(true);
          // A true conflict (both changed it, to different values) is always asked about.
          if (mineChanged && theirsChanged && T.get(field) !== M.get(field))
            expect(reported.has(field), `conflict on ${field} not reported`).toBe(true);
          // Exactly the fields where my window's value is not there are asked about, save those only
          // the other window changed (which it keeps).
          if (reported.has(field))
            expect(R.get(field), `${field} reported, but my value is there`).not.toBe(M.get(field));
          else if (R.get(field) !== M.get(field))
            expect(theirsChanged && !mineChanged, `${field} differs from my window unreported`).toBe(true);
          // What only the other window changed stays as it made it.
          if (theirsChanged && !mineChanged && !reported.has(field))
            expect(R.get(field), `their change of ${field} lost`).toBe(T.get(field));
        }
        // The events to dispatch after the other window's course give exactly the rebased course.
        expect(fieldsOf(rebased.replayed.reduce(evolve, theirs))).toEqual(R);
        // Each reported conflict shows both values as they are.
        for (const c of rebased.conflicts) expect([c.mine, c.theirs]).toEqual([M.get(c.field), R.get(c.field)]);
      }),
      { numRuns: 300 },
    );
  });
});

describe("rebasing: examples", () => {
  const start = (): DomainState => {
    let state = build([]).state;
    const events: DomainEvent[] = [
      { _tag: "CourseCreated", courseID: "c1", name: "Курс", at: 1 },
      { _tag: "ModuleCreated", courseID: "c1", moduleID: "m", moduleName: "Раздел", at: 1 },
      {
        _tag: "LessonCreated",
        courseID: "c1",
        moduleID: "m",
        lessonID: "l1",
        lessonName: "Урок 1",
        is_trial: false,
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
    ];
    for (const event of events) state = evolve(state, event);
    return state;
  };
  const rename = (lessonID: string, lessonName: string): DomainEvent => ({
    _tag: "LessonRenamed",
    courseID: "c1",
    lessonID,
    lessonName,
    at: 5,
  });

  it("given renames of two different lessons, both land and nothing is asked", () => {
    const base = start();
    const theirs = evolve(base, rename("l1", "Их урок"));
    const rebased = rebaseEvents(base, theirs, [rename("l2", "Мой урок")], "c1");
    expect(rebased.conflicts).toEqual([]);
    expect(rebased.applied).toHaveLength(1);
    const fields = fieldsOf(rebased.state);
    expect([fields.get("lessons.l1.lessonName"), fields.get("lessons.l2.lessonName")]).toEqual([
      '"Их урок"',
      '"Мой урок"',
    ]);
  });

  it("given the same lesson renamed in both windows, it asks, showing both values, and keeps theirs meanwhile", () => {
    const base = start();
    const theirs = evolve(base, rename("l1", "Их урок"));
    const rebased = rebaseEvents(base, theirs, [rename("l1", "Мой урок")], "c1");
    expect(rebased.conflicts).toEqual([{ field: "lessons.l1.lessonName", mine: '"Мой урок"', theirs: '"Их урок"' }]);
    expect(rebased.held).toHaveLength(1);
    // "Оставить мой вариант": my rename is decided again on the merged course.
    const kept = keepMine(rebased.state, rebased.mine, rebased.held, new Set(["lessons.l1.lessonName"]));
    expect(fieldsOf(kept.reduce(evolve, rebased.state)).get("lessons.l1.lessonName")).toBe('"Мой урок"');
    // "Взять вариант из другого окна": nothing of mine is replayed.
    expect(keepMine(rebased.state, rebased.mine, rebased.held, new Set())).toEqual([]);
  });

  it("given a block I edit that the other window deleted, it asks, and keeping mine brings the block back", () => {
    const base = evolve(start(), {
      _tag: "BlockAdded",
      courseID: "c1",
      parent: { _tag: "lesson", lessonID: "l1" },
      afterIndex: -1,
      contentBlockID: "b",
      content: { _tag: "text", text: "Было" },
    });
    const theirs = evolve(base, {
      _tag: "BlockDeleted",
      courseID: "c1",
      parent: { _tag: "lesson", lessonID: "l1" },
      contentBlockID: "b",
    });
    const edit: DomainEvent = {
      _tag: "BlockEdited",
      courseID: "c1",
      parent: { _tag: "lesson", lessonID: "l1" },
      contentBlockID: "b",
      content: { _tag: "text", text: "Стало" },
      at: 9,
    };
    const rebased = rebaseEvents(base, theirs, [edit], "c1");
    expect(rebased.conflicts).toEqual([
      { field: "blocks.b", mine: '{"_tag":"text","text":"Стало"}', theirs: undefined },
    ]);
    const kept = keepMine(rebased.state, rebased.mine, rebased.held, new Set(["blocks.b"]));
    expect(fieldsOf(kept.reduce(evolve, rebased.state)).get("blocks.b")).toBe('{"_tag":"text","text":"Стало"}');
  });

  const withBlock = (): DomainState =>
    evolve(start(), {
      _tag: "BlockAdded",
      courseID: "c1",
      parent: { _tag: "lesson", lessonID: "l1" },
      afterIndex: -1,
      contentBlockID: "b",
      content: { _tag: "text", text: "Было" },
    });
  const dragToSecond: DomainEvent = {
    _tag: "BlockPlaced",
    courseID: "c1",
    parent: { _tag: "lesson", lessonID: "l1" },
    contentBlockID: "b",
    to: { _tag: "lesson", lessonID: "l2" },
    index: 0,
  };

  it("given a block the other window dragged to another lesson, my delete of it lands where it went", () => {
    const base = withBlock();
    const theirs = evolve(base, dragToSecond);
    const deleted: DomainEvent = {
      _tag: "BlockDeleted",
      courseID: "c1",
      parent: { _tag: "lesson", lessonID: "l1" },
      contentBlockID: "b",
    };
    const rebased = rebaseEvents(base, theirs, [deleted], "c1");
    expect(rebased.conflicts).toEqual([]);
    expect(fieldsOf(rebased.state).has("blocks.b")).toBe(false);
    expect(fieldsOf(rebased.replayed.reduce(evolve, theirs)).has("blocks.b")).toBe(false);
  });

  it("given a block the other window dragged to another lesson, my edit of it lands where it went", () => {
    const base = withBlock();
    const theirs = evolve(base, dragToSecond);
    const edit: DomainEvent = {
      _tag: "BlockEdited",
      courseID: "c1",
      parent: { _tag: "lesson", lessonID: "l1" },
      contentBlockID: "b",
      content: { _tag: "text", text: "Стало" },
      at: 9,
    };
    const rebased = rebaseEvents(base, theirs, [edit], "c1");
    expect(rebased.conflicts).toEqual([]);
    expect(fieldsOf(rebased.state).get("blocks.b")).toBe('{"_tag":"text","text":"Стало"}');
  });
});
