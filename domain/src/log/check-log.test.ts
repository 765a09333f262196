import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import { authored, given, inLesson, inTask } from "../model/test-kit";
import { evolve } from "../model/evolve";
import { initialState } from "../model/state";
import { badEntryLine, checkLog, describeBadEntry } from "./check-log";
import { decodeLog } from "./decode-log";
import { envelope, type Envelope } from "./envelope";
import duplicateId from "./fixtures/invariants/duplicate-id.json";
import evaluationUnknownSubmission from "./fixtures/invariants/evaluation-unknown-submission.json";
import missingReference from "./fixtures/invariants/missing-reference.json";
import orderNotPermutation from "./fixtures/invariants/order-not-permutation.json";
import passageUnknownBlock from "./fixtures/invariants/passage-unknown-block.json";
import seqGap from "./fixtures/invariants/seq-gap.json";

const decoded = (raw: unknown): ReadonlyArray<Envelope> => {
  const log = decodeLog(raw);
  if (Result.isFailure(log)) throw new Error("fixture does not decode");
  return log.success;
};

/** Each fixture: ten sound entries (seq 101–110), one that breaks its invariant (seq 111), one sound one after. */
const fixtures = [
  ["missing-reference", missingReference, /урок l9 не существует в курсе c1/],
  ["duplicate-id", duplicateId, /урок l1 уже существует в курсе c1/],
  ["order-not-permutation", orderNotPermutation, /порядок \(блоки урока l1, курс c1\) не перестановка/],
  ["passage-unknown-block", passageUnknownBlock, /запись прохождения называет блок b9/],
  ["evaluation-unknown-submission", evaluationUnknownSubmission, /оценка называет ответ на блок tb9 задания t1/],
] as const;

describe("checkLog: the invariants QA relies on (issue #21)", () => {
  it.each(fixtures)(
    "%s: the fixture fails at seq 111, named in Russian and in a machine line",
    (code, raw, message) => {
      const entries = decoded(raw);
      const { bad } = checkLog(entries);
      expect(bad?.entry.seq).toBe(111);
      expect(bad?.index).toBe(10);
      expect(bad?.violations[0]?.code).toBe(code);
      if (bad === null) return;
      expect(describeBadEntry(bad)).toMatch(/^Запись seq 111 \(\w+\) нарушает инвариант: .+\.$/);
      expect(describeBadEntry(bad)).toMatch(message);
      expect(badEntryLine(bad)).toBe(
        `invariant-violation {"seq":111,"index":10,"event":"${bad.entry.event._tag}","invariant":"${code}"}`,
      );
    },
  );

  it.each(fixtures)("%s: the same log without its bad entry (numbered on without a gap) passes", (_code, raw) => {
    const entries = decoded(raw)
      .filter((entry) => entry.seq !== 111)
      .map((entry, i) => ({ ...entry, seq: 101 + i }));
    expect(checkLog(entries).bad).toBeNull();
  });

  it("a gap in seq is an invariant (issue #33): the entry after it is named, once the entries before it apply", () => {
    const { bad, state } = checkLog(decoded(seqGap));
    expect(bad?.entry.seq).toBe(112);
    expect(bad?.index).toBe(10);
    expect(bad?.violations.map((v) => v.code)).toEqual(["seq-gap"]);
    if (bad === null) return;
    expect(describeBadEntry(bad)).toBe(
      "Запись seq 112 (LessonRenamed) нарушает инвариант: перед ней нет записи seq 111: номера seq идут без пропусков.",
    );
    expect(Object.keys(state.courses)).toEqual(["c1"]);
    const wider = decoded(seqGap).map((entry) => (entry.seq === 113 ? { ...entry, seq: 120 } : entry));
    expect(checkLog(wider.filter((entry) => entry.seq !== 112)).bad?.violations[0]?.message).toBe(
      "перед ней нет записей seq 111–119: номера seq идут без пропусков",
    );
    // A log may start anywhere (a wrapped log starts with its snapshot's seq).
    expect(checkLog(decoded(seqGap).map((entry, i) => ({ ...entry, seq: 500 + i }))).bad).toBeNull();
  });

  it("an event that evolve ignores still fails: the state after it is the very state before", () => {
    const before = given(...authored);
    const rename = { _tag: "TaskRenamed", courseID: "c1", taskID: "t9", name: "x", at: 9 } as const;
    expect(evolve(before, rename)).toBe(before);
    const { bad, state } = checkLog([...authored, rename].map((event, i) => envelope(i + 1, i, event)));
    expect(bad?.violations.map((v) => v.code)).toEqual(["missing-reference"]);
    expect(state).toEqual(before);
  });

  it("a snapshot starts a log anew: what follows is checked against it", () => {
    const snapshot = { _tag: "StateSnapshot", reason: "wrap", state: given(...authored) } as const;
    const rename = { _tag: "LessonRenamed", courseID: "c1", lessonID: "l1", lessonName: "Новое", at: 5 } as const;
    const log = [snapshot, rename].map((event, i) => envelope(500 + i, i, event));
    expect(checkLog(log).bad).toBeNull();
    expect(checkLog(log.slice(1), initialState()).bad?.violations[0]?.code).toBe("missing-reference");
  });

  it("a drag or a duplicate (issue #20 events) is checked too: it names what exists and makes no id twice", () => {
    const base = authored.map((event, i) => envelope(i + 1, i, event));
    const next = base.length + 1;
    const codeOf = (event: Envelope["event"]) => checkLog([...base, envelope(next, 0, event)]).bad?.violations[0]?.code;
    expect(
      codeOf({
        _tag: "ItemPlaced",
        courseID: "c1",
        item: { _tag: "lesson", lessonID: "l1" },
        parentID: "m9",
        index: 0,
      }),
    ).toBe("missing-reference");
    expect(
      codeOf({
        _tag: "BlockPlaced",
        courseID: "c1",
        parent: inLesson(),
        contentBlockID: "b1",
        to: inTask("t9"),
        index: 0,
      }),
    ).toBe("missing-reference");
    expect(
      codeOf({ _tag: "ItemDuplicated", courseID: "c1", item: { _tag: "lesson", lessonID: "l1" }, ids: { l1: "l1" } }),
    ).toBe("duplicate-id");
    expect(
      codeOf({
        _tag: "BlockPlaced",
        courseID: "c1",
        parent: inLesson(),
        contentBlockID: "b1",
        to: inTask("t1"),
        index: 0,
      }),
    ).toBeUndefined();
  });
});
