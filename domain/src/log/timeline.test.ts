import { describe, expect, it } from "vitest";
import { generateLog } from "../generate/generate-log";
import { replay } from "../model/evolve";
import { initialState } from "../model/state";
import { stableStringify } from "./stable-json";
import { CHECKPOINT_EVERY, createTimeline } from "./timeline";

describe("a log's timeline (the QA panel's positions)", () => {
  const entries = generateLog(CHECKPOINT_EVERY * 3 + 17, 11);
  const timeline = createTimeline(entries);
  const replayed = (count: number) =>
    stableStringify(
      replay(
        entries.slice(0, count).map((e) => e.event),
        initialState(),
      ),
    );

  it("answers at every position the replay of the entries before it, in any order of visits", () => {
    for (const count of [
      entries.length,
      0,
      1,
      CHECKPOINT_EVERY,
      CHECKPOINT_EVERY + 1,
      2 * CHECKPOINT_EVERY - 1,
      500,
      3,
      entries.length - 1,
    ]) {
      expect(stableStringify(timeline.stateAfter(count)), `position ${count}`).toBe(replayed(count));
    }
  });

  it("clamps positions outside the log", () => {
    expect(timeline.stateAfter(-5)).toEqual(initialState());
    expect(stableStringify(timeline.stateAfter(entries.length + 10))).toBe(replayed(entries.length));
  });
});
