import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { runTransaction, type StateOp } from "./transaction";
import { stateObjects } from "./state-objects";
import { applyOps } from "./apply-ops";

type Item = { id: number; n: number; tags: string[]; note?: string };
type State = { items: Item[]; meta: { count: number; last?: Item }; other: Item[] };

const initial = (): State => ({
  items: [1, 2, 3, 4].map((id) => ({ id, n: id * 10, tags: [`t${id}`] })),
  meta: { count: 4 },
  other: [],
});

/** The changes a recipe may make, each as it would appear in a route's update. */
const step = fc.oneof(
  fc.record({ kind: fc.constant("push" as const), id: fc.integer({ min: 10, max: 99 }) }),
  fc.record({ kind: fc.constant("edit" as const), at: fc.nat(6), n: fc.integer() }),
  fc.record({ kind: fc.constant("tag" as const), at: fc.nat(6), tag: fc.string({ maxLength: 3 }) }),
  fc.record({ kind: fc.constant("note" as const), at: fc.nat(6), remove: fc.boolean() }),
  fc.record({ kind: fc.constant("splice" as const), at: fc.nat(6), count: fc.nat(2) }),
  fc.record({ kind: fc.constant("sort" as const) }),
  fc.record({ kind: fc.constant("filter" as const), below: fc.integer({ min: 0, max: 60 }) }),
  fc.record({ kind: fc.constant("copyOver" as const), at: fc.nat(6) }),
  fc.record({ kind: fc.constant("remember" as const), at: fc.nat(6) }),
  fc.record({ kind: fc.constant("pop" as const) }),
  fc.record({ kind: fc.constant("stale" as const), at: fc.nat(6), n: fc.integer() }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

const apply = (db: State, s: Step): void => {
  const at = (i: number): Item | undefined => db.items[i % Math.max(1, db.items.length)];
  switch (s.kind) {
    case "push":
      db.items.push({ id: s.id, n: 0, tags: [] });
      db.meta.count += 1;
      return;
    case "edit": {
      const item = at(s.at);
      if (item !== undefined) item.n = s.n;
      return;
    }
    case "tag":
      at(s.at)?.tags.push(s.tag);
      return;
    case "note": {
      const item = at(s.at);
      if (item === undefined) return;
      if (s.remove) delete item.note;
      else item.note = "заметка";
      return;
    }
    case "splice":
      db.items.splice(s.at % (db.items.length + 1), s.count);
      return;
    case "sort":
      db.items.sort((a, b) => b.n - a.n);
      return;
    case "filter":
      db.items = db.items.filter((item) => item.n >= s.below);
      return;
    case "copyOver": {
      // The same record placed elsewhere: it must become a copy, not a second way to the same object.
      const item = at(s.at);
      if (item !== undefined) db.other.push(item);
      return;
    }
    case "remember": {
      const item = at(s.at);
      if (item !== undefined) db.meta.last = item;
      return;
    }
    case "pop":
      db.items.pop();
      return;
    case "stale": {
      // A record held across a change that moves it, then edited.
      const item = at(s.at);
      db.items.reverse();
      if (item !== undefined) item.n = s.n;
      return;
    }
  }
};

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const run = (state: State, steps: ReadonlyArray<Step>, fail = false) => {
  const objects = stateObjects();
  objects.adopt(state);
  return runTransaction<State, void>(state, objects, (db) => {
    for (const s of steps) apply(db, s);
    if (fail) throw new Error("rule broken");
  });
};

describe("store transactions (changed in place, journaled as ops)", () => {
  it("replaying the ops on the old state gives exactly the new state", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), (steps) => {
        const state = initial();
        const before = copy(state);
        const { ops } = run(state, steps);
        // The journal line is JSON: replay what it would hold.
        const journaled = JSON.parse(JSON.stringify(ops)) as StateOp[];
        applyOps(before, journaled);
        expect(before).toEqual(copy(state));
      }),
      { numRuns: 1_000 },
    );
  });

  it("an element changed, moved by a reorder of its array, then changed at its new index replays (found by the property above)", () => {
    const steps: Step[] = [
      { kind: "tag", at: 0, tag: "" },
      { kind: "push", id: 10 },
      { kind: "stale", at: 0, n: 0 },
      { kind: "tag", at: 4, tag: "" },
    ];
    const state = initial();
    const before = copy(state);
    const { ops } = run(state, steps);
    applyOps(before, JSON.parse(JSON.stringify(ops)) as StateOp[]);
    expect(before).toEqual(copy(state));
    // The reordered array is journaled whole; nothing inside it is journaled again.
    expect(ops.filter((op) => op.path[0] === "items").map((op) => op.path)).toEqual([["items"]]);
  });

  it("a recipe that throws leaves the state exactly as it was", () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 12 }), (steps) => {
        const state = initial();
        const before = copy(state);
        expect(() => run(state, steps, true)).toThrow("rule broken");
        expect(copy(state)).toEqual(before);
      }),
      { numRuns: 1_000 },
    );
  });

  it("no object ends up at two places, so editing one never edits the other", () => {
    const state = initial();
    run(state, [
      { kind: "copyOver", at: 0 },
      { kind: "remember", at: 0 },
    ]);
    expect(state.other[0]).not.toBe(state.items[0]);
    expect(state.meta.last).not.toBe(state.items[0]);
    run(state, [{ kind: "edit", at: 0, n: 777 }]);
    expect(state.other[0]?.n).toBe(10);
    expect(state.meta.last?.n).toBe(10);
  });

  it("an append costs one small op, however long the array", () => {
    const state = initial();
    for (let id = 5; id < 10_000; id += 1) state.items.push({ id, n: id, tags: [] });
    const { ops } = run(state, [{ kind: "push", id: 50 }]);
    expect(ops).toEqual([
      { op: "set", path: ["items", "9999"], value: { id: 50, n: 0, tags: [] } },
      { op: "set", path: ["meta", "count"], value: 5 },
    ]);
  });

  it("an element moved inside a nested array and edited through its new place costs small ops", () => {
    const state = initial();
    const objects = stateObjects();
    objects.adopt(state);
    const { ops } = runTransaction<State, void>(state, objects, (db) => {
      const first = db.items[0];
      if (first === undefined) return;
      first.tags.push("b", "a");
      first.tags.sort();
      const moved = first.tags[0];
      if (moved !== undefined) first.tags[0] = `${moved}!`;
      db.items.reverse();
      const last = db.items[3];
      if (last !== undefined) last.n = 5;
    });
    // The reversed array is journaled whole; nothing above it is.
    expect(ops.every((op) => op.path.length >= 1 && op.path[0] === "items")).toBe(true);
    expect(ops.some((op) => op.path.length === 1)).toBe(true);
    expect(state.items[3]?.tags).toEqual(["a!", "b", "t1"]);
  });

  it("a fresh object the recipe keeps changing after adding it is journaled as it ends up", () => {
    const state = initial();
    const before = copy(state);
    const objects = stateObjects();
    objects.adopt(state);
    const { ops } = runTransaction<State, void>(state, objects, (db) => {
      const item: Item = { id: 5, n: 1, tags: [] };
      db.items.push(item);
      item.n = 2;
    });
    applyOps(before, copy(ops));
    expect(before.items[4]?.n).toBe(2);
    expect(state.items[4]?.n).toBe(2);
  });
});
