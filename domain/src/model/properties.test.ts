import fc from "fast-check";
import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import { envelope } from "../log/envelope";
import { parseLog } from "../log/decode-log";
import { serializeLog, stableStringify } from "../log/stable-json";
import { build, logArb, toEvent, userActionArb } from "./event-arbitrary";
import { evolve, replay } from "./evolve";
import { invariantProblems } from "./invariants";
import { initialState } from "./state";

/** GUIDE: property tests run at least 1,000 times each. */
const RUNS = 1000;
/** 1,000 runs take seconds on an idle machine, much longer on a busy 2-core one. */
const SLOW = { timeout: 180_000 };

describe("properties of the model (fast-check, Schema-derived payloads)", () => {
  it("replay is deterministic, and one produce for the whole log equals one produce per event", SLOW, () => {
    fc.assert(
      fc.property(logArb(25), (ops) => {
        const { events, state } = build(ops);
        const once = replay(events, initialState());
        const twice = replay(events, initialState());
        expect(twice).toEqual(once);
        expect(once).toEqual(state);
      }),
      { numRuns: RUNS },
    );
  });

  it("where the log is cut into produce calls does not matter", SLOW, () => {
    fc.assert(
      fc.property(logArb(20), fc.integer({ min: 1, max: 6 }), (ops, size) => {
        const { events, state } = build(ops);
        let chunked = initialState();
        for (let i = 0; i < events.length; i += size) chunked = replay(events.slice(i, i + size), chunked);
        expect(chunked).toEqual(state);
      }),
      { numRuns: RUNS },
    );
  });

  it("serializing, parsing and replaying a log gives the same state", SLOW, () => {
    fc.assert(
      fc.property(logArb(25), (ops) => {
        const { events, state } = build(ops);
        const text = serializeLog(events.map((event, i) => envelope(i + 1, 1000 + i, event)));
        const parsed = parseLog(text);
        if (Result.isFailure(parsed)) throw new Error(JSON.stringify(parsed.failure));
        const again = replay(
          parsed.success.map((e) => e.event),
          initialState(),
        );
        expect(stableStringify(again)).toBe(stableStringify(state));
      }),
      { numRuns: RUNS },
    );
  });

  it("undo after a user action gives back the state from before it; redo gives the action's result", SLOW, () => {
    let applied = 0;
    fc.assert(
      fc.property(logArb(20), userActionArb, (ops, action) => {
        const { state: before, clock } = build(ops);
        // A pause before the action, so it starts its own undo step rather than joining a text edit.
        const event = toEvent(before, action, clock + 10_000, "act");
        const after = evolve(before, event);
        if (after === before) return; // the action did not apply: there is nothing to undo
        applied++;
        const undone = evolve(after, { _tag: "Undone", courseID: "courseID" in event ? event.courseID : "" });
        expect(stableStringify(undone.courses)).toBe(stableStringify(before.courses));
        const redone = evolve(undone, { _tag: "Redone", courseID: "courseID" in event ? event.courseID : "" });
        expect(stableStringify(redone.courses)).toBe(stableStringify(after.courses));
      }),
      { numRuns: RUNS },
    );
    // Most generated actions apply (the rest name unknown ids on purpose and must change nothing).
    expect(applied).toBeGreaterThan(RUNS / 2);
  });

  it("invariants hold after every event: no dangling ids, unique positions, consistent flags", SLOW, () => {
    fc.assert(
      fc.property(logArb(30), (ops) => {
        const { events, states } = build(ops);
        states.forEach((state, i) => {
          const problems = invariantProblems(state);
          if (problems.length > 0)
            throw new Error(`after event #${i} ${JSON.stringify(events[i])}: ${problems.join("; ")}`);
        });
      }),
      { numRuns: RUNS },
    );
  });
});
