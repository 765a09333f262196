import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyOrderOps, diffOrder, orderChange } from "./order-ops";

const ids = (n: number, prefix = "b"): string[] => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
const moved = (order: ReadonlyArray<string>, from: number, to: number): string[] => {
  const out = order.slice();
  const [id] = out.splice(from, 1);
  if (id !== undefined) out.splice(to, 0, id);
  return out;
};

/** Two orders of unique ids: `before`, and `after` made of some of its ids (shuffled) and some new ones. */
const ordersArb = fc.uniqueArray(fc.integer({ min: 0, max: 60 }), { maxLength: 30 }).chain((before) =>
  fc
    .tuple(
      fc.shuffledSubarray(before),
      fc.uniqueArray(fc.integer({ min: 100, max: 140 }), { maxLength: 8 }),
      fc.infiniteStream(fc.nat()),
    )
    .map(([kept, added, noise]) => {
      const after = [...kept];
      const it = noise[Symbol.iterator]();
      for (const id of added) after.splice((it.next().value ?? 0) % (after.length + 1), 0, id);
      return { before: before.map(String), after: after.map(String) };
    }),
);

describe("order changes (issue #29: an add or a move sends one step, not the whole order)", () => {
  it("one add and one move are one step, after the left neighbour (null: first)", () => {
    const before = ids(1000);
    const added = [...before.slice(0, 500), "new", ...before.slice(500)];
    expect(diffOrder(before, added)).toEqual({ placed: [{ id: "new", after: "b499" }] });
    expect(diffOrder(before, moved(before, 3, 700))).toEqual({ placed: [{ id: "b3", after: "b700" }] });
    expect(diffOrder(before, moved(before, 999, 0))).toEqual({ placed: [{ id: "b999", after: null }] });
    expect(diffOrder(before, moved(before, 0, 999))).toEqual({ placed: [{ id: "b0", after: "b999" }] });
    expect(diffOrder(before, before.slice(1))).toEqual({ removed: ["b0"] });
  });

  it("sends the whole order when the steps would name more ids than it", () => {
    expect(orderChange(["a", "b"], ["a", "b"])).toBeUndefined();
    expect(orderChange([], ["a"])).toEqual({ order: ["a"] });
    expect(orderChange(["a", "b", "c"], ["c", "b", "a"])).toEqual({ order: ["c", "b", "a"] });
    expect(orderChange(ids(10), moved(ids(10), 2, 8))).toEqual({ ops: { placed: [{ id: "b2", after: "b8" }] } });
  });

  it("refuses to remove an id the order lacks, or to place after one it lacks (or after the id itself)", () => {
    expect(applyOrderOps(["a", "b"], { removed: ["x"] })).toEqual({
      ok: false,
      refusal: { _tag: "unknownId", id: "x" },
    });
    expect(applyOrderOps(["a", "b"], { placed: [{ id: "a", after: "x" }] })).toEqual({
      ok: false,
      refusal: { _tag: "badPosition", id: "x" },
    });
    expect(applyOrderOps(["a", "b"], { placed: [{ id: "a", after: "a" }] })).toMatchObject({ ok: false });
    expect(applyOrderOps(["a", "b"], { removed: ["b"], placed: [{ id: "a", after: "b" }] })).toMatchObject({
      ok: false,
    });
    expect(applyOrderOps(["a", "b"], { placed: [{ id: "c", after: "a" }] })).toEqual({
      ok: true,
      order: ["a", "c", "b"],
    });
  });

  it("applying the steps to the order before gives exactly the order after, with the fewest steps", () => {
    fc.assert(
      fc.property(ordersArb, ({ before, after }) => {
        const ops = diffOrder(before, after);
        expect(applyOrderOps(before, ops)).toEqual({ ok: true, order: after });
        // Minimal: every id that is placed is new, or breaks the longest kept run (checked by brute force on small cases).
        const kept = after.filter((id) => before.includes(id));
        const placedKept = (ops.placed ?? []).filter((p) => before.includes(p.id)).length;
        expect(kept.length - placedKept).toBe(longestRunBruteForce(before, kept));
        const change = orderChange(before, after);
        if (change !== undefined) {
          const applied = "ops" in change ? applyOrderOps(before, change.ops) : { ok: true, order: change.order };
          expect(applied).toEqual({ ok: true, order: after });
        }
      }),
      { numRuns: 300 },
    );
  });
});

/** The longest subsequence of `kept` in `before`'s relative order (quadratic DP: the reference). */
const longestRunBruteForce = (before: ReadonlyArray<string>, kept: ReadonlyArray<string>): number => {
  const rank = kept.map((id) => before.indexOf(id));
  const best: number[] = [];
  rank.forEach((r, i) => {
    best[i] = 1 + Math.max(0, ...rank.slice(0, i).map((q, j) => (q < r ? (best[j] ?? 0) : 0)));
  });
  return Math.max(0, ...best);
};
