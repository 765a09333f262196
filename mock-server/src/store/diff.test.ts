import fc from "fast-check";
import { applyPatches, enablePatches, produce } from "immer";
import { describe, expect, it } from "vitest";
import { diffStates } from "./diff";

enablePatches();


const tree = fc.record({
  list: fc.array(fc.record({ id: fc.integer(), tags: fc.array(fc.string(), { maxLength: 3 }) }), { maxLength: 50 }),
  meta: fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(fc.integer(), fc.constant(null)), { maxKeys: 5 }),
  title: fc.oneof(fc.string(), fc.constant(null)),
});

/** A random edit, as route code would make it in an update recipe. */
const edit = fc.oneof(
  fc.record({ kind: fc.constant("push" as const), id: fc.integer() }),
  fc.record({ kind: fc.constant("tag" as const), at: fc.nat(), tag: fc.string() }),
  fc.record({ kind: fc.constant("splice" as const), at: fc.nat(), count: fc.nat({ max: 3 }) }),
  fc.record({ kind: fc.constant("filter" as const), mod: fc.integer({ min: 2, max: 5 }) }),
  fc.record({ kind: fc.constant("meta" as const), key: fc.string({ maxLength: 5 }), value: fc.oneof(fc.integer(), fc.constant(null)) }),
  fc.record({ kind: fc.constant("unmeta" as const), key: fc.string({ maxLength: 5 }) }),
  fc.record({ kind: fc.constant("title" as const), value: fc.oneof(fc.string(), fc.constant(null)) }),
);

describe("diffStates", () => {
  it("gives patches that turn the old state into the new one, for any edits", () => {
    fc.assert(
      fc.property(tree, fc.array(edit, { maxLength: 6 }), (base, edits) => {
        const next = produce(base, (draft) => {
          for (const e of edits) {
            if (e.kind === "push") draft.list.push({ id: e.id, tags: [] });
            else if (e.kind === "tag") draft.list[e.at % Math.max(1, draft.list.length)]?.tags.push(e.tag);
            else if (e.kind === "splice") draft.list.splice(e.at % Math.max(1, draft.list.length), e.count);
            else if (e.kind === "filter") draft.list = draft.list.filter((x) => x.id % e.mod !== 0);
            else if (e.kind === "meta") draft.meta[e.key] = e.value;
            else if (e.kind === "unmeta") delete draft.meta[e.key];
            else draft.title = e.value;
          }
        });
        const patches = JSON.parse(JSON.stringify(diffStates(base, next))) as ReturnType<typeof diffStates>;
        expect(applyPatches(base, patches)).toEqual(next);
      }),
      { numRuns: 500 },
    );
  });

  it("records an append to a long array as one small patch", () => {
    const base = { list: Array.from({ length: 10_000 }, (_, id) => ({ id })), n: 0 };
    const next = produce(base, (draft) => {
      draft.list.push({ id: 10_000 });
      draft.n = 1;
    });
    expect(diffStates(base, next)).toEqual([
      { op: "add", path: ["list", 10_000], value: { id: 10_000 } },
      { op: "replace", path: ["n"], value: 1 },
    ]);
  });
});
