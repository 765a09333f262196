import { describe, expect, it } from "vitest";
import { generateLog } from "../generate/generate-log";
import { modelView } from "../model/model-view";
import type { DomainState } from "../model/state";
import { bisectLog, bisectTimeline, valueAtPath } from "./bisect";
import { envelope, type Envelope } from "./envelope";
import { stateViolations } from "./log-check";
import { createTimeline } from "./timeline";

/** A generated log with one planted event at `index`. */
const planted = (length: number, index: number, event: Envelope["event"]): Envelope[] => {
  const log = [...generateLog(length, 11)];
  const at = log[index];
  if (at === undefined) throw new Error("test setup: index past the log");
  log.splice(index, 0, envelope(at.seq, at.at, event));
  return log.map((entry, i) => ({ ...entry, seq: i + 1 }));
};

const noPlanted = (state: DomainState) => valueAtPath(modelView(state), "courses.planted.courseID") === undefined;

describe("bisectTimeline (issue #21 --bisect)", () => {
  it("finds the planted event in O(log n) probes", () => {
    const log = planted(3_000, 2_345, { _tag: "CourseCreated", courseID: "planted", name: "Чужой", at: 1 });
    const result = bisectTimeline(createTimeline(log), noPlanted);
    expect(result).toMatchObject({ _tag: "TurnsFalse", index: 2_345 });
    expect(bisectLog(log, noPlanted)).toMatchObject({ _tag: "TurnsFalse", index: 2_345 });
    expect(result.probes).toBeLessThanOrEqual(2 + Math.ceil(Math.log2(log.length)));
  });

  it("finds a planted snapshot that breaks an order, with the invariants as the predicate", () => {
    const log = [...generateLog(1_200, 4)];
    const timeline = createTimeline(log);
    const state = timeline.stateAfter(700);
    const course = Object.values(state.courses).find((c) => c.moduleOrder.length > 0);
    if (course === undefined) throw new Error("test setup: no course with sections");
    const broken = {
      ...state,
      courses: { ...state.courses, [course.courseID]: { ...course, moduleOrder: course.moduleOrder.slice(1) } },
    };
    const bad = [...log.slice(0, 700), envelope(0, 0, { _tag: "StateSnapshot", reason: "wrap", state: broken })];
    const result = bisectTimeline(createTimeline(bad), (s) => stateViolations(s).length === 0);
    expect(result).toMatchObject({ _tag: "TurnsFalse", index: 700 });
  });

  it("says when the predicate holds at the end, or fails from the start", () => {
    const log = [...generateLog(500, 2)];
    expect(bisectTimeline(createTimeline(log), noPlanted)._tag).toBe("Holds");
    expect(bisectTimeline(createTimeline(log), () => false)._tag).toBe("FalseAtStart");
  });

  it("valueAtPath walks a dotted path and answers undefined past a leaf", () => {
    expect(valueAtPath({ a: { b: [10, 20] } }, "a.b.1")).toBe(20);
    expect(valueAtPath({ a: 1 }, "a.b")).toBeUndefined();
  });
});
