import { describe, expect, it } from "vitest";
import { generateLog } from "../generate/generate-log";
import { replay } from "../model/evolve";
import { initialState } from "../model/state";
import { envelope } from "./envelope";
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

  it("replays an event again after a replay froze its result: a restored passage and a snapshot are copied, not shared", () => {
    const log = [
      { _tag: "PassageRestored", passage: initialState().passage },
      { _tag: "LessonContinued", lessonID: "l1" },
      { _tag: "StateSnapshot", reason: "reload", state: initialState() },
      { _tag: "LessonContinued", lessonID: "l2" },
    ] as const;
    const positions = createTimeline(log.map((event, i) => envelope(i + 1, i, event)));
    expect(positions.stateAfter(4).passage.continuedLessonID).toBe("l2");
    expect(positions.stateAfter(2).passage.continuedLessonID).toBe("l1");
    expect(positions.stateAfter(1).passage.continuedLessonID).toBeNull();
    expect(log[0].passage.continuedLessonID).toBeNull();
  });

  it("is prepared in slices: the share done grows to 1, and the positions are the same (issue #33)", () => {
    const sliced = createTimeline(entries);
    const shares = [sliced.warm(1), sliced.warm(1), sliced.warm(0), sliced.warm(10)];
    expect(shares).toEqual([1 / 3, 2 / 3, 2 / 3, 1]);
    expect(stableStringify(sliced.stateAfter(entries.length))).toBe(replayed(entries.length));
    // the pass went on to the end: the end and the state before the last event are kept, the same
    expect(stableStringify(sliced.stateAfter(entries.length - 1))).toBe(replayed(entries.length - 1));
    expect(createTimeline(entries.slice(0, 5)).warm(1)).toBe(1);
  });
});
