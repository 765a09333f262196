import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import { courseIn } from "../model/test-kit";
import { replay } from "../model/evolve";
import { initialState } from "../model/state";
import { decodeLog, describeLogError, parseLog } from "./decode-log";
import { envelope } from "./envelope";
import v1Log from "./fixtures/log-v1.json";
import { serializeLog } from "./stable-json";

const decodeOrThrow = (input: unknown) => {
  const result = decodeLog(input);
  if (Result.isFailure(result)) throw new Error(describeLogError(result.failure));
  return result.success;
};

describe("log format", () => {
  it("migrates the committed v1 fixture to v2 and replays it", () => {
    const entries = decodeOrThrow(v1Log);
    expect(entries.every((e) => e.v === 2)).toBe(true);
    expect(entries[3]?.event).toEqual({
      _tag: "BlockAdded",
      courseID: "c1",
      parent: { _tag: "lesson", lessonID: "l1" },
      afterIndex: -1,
      contentBlockID: "b1",
      content: { _tag: "text", text: "Первый" },
    });
    expect(entries[10]?.event).toEqual({
      _tag: "ItemMarkedForDelete",
      courseID: "c1",
      item: { _tag: "module", moduleID: "m2" },
    });
    const course = courseIn(
      replay(
        entries.map((e) => e.event),
        initialState(),
      ),
    );
    expect(course.lessons["l1"]?.blockOrder).toEqual(["b2", "b1"]);
    expect(course.lessons["l1"]?.blocks["b1"]?.content).toEqual({ _tag: "text", text: "Первый, исправленный" });
    expect(course.tasks["t1"]?.blockOrder).toEqual(["tb1"]);
    expect(course.modules["m2"]?.wasDeleted).toBe(true);
  });

  it("serializing, parsing and decoding gives the same envelopes", () => {
    const entries = decodeOrThrow(v1Log);
    const again = parseLog(serializeLog(entries));
    expect(Result.isSuccess(again) && again.success).toEqual(entries);
  });

  it("an empty log is fine", () => {
    expect(decodeOrThrow([])).toEqual([]);
    expect(serializeLog([])).toBe("[]\n");
  });

  it("names the first bad entry by index and seq", () => {
    const good = envelope(1, 0, { _tag: "Undone", courseID: "c1" });
    const bad = { seq: 2, at: 0, v: 2, event: { _tag: "BlockMoved", courseID: "c1" } };
    const worse = { seq: 3, at: 0, v: 2, event: { _tag: "Nope" } };
    const result = decodeLog([good, bad, worse]);
    expect(Result.isFailure(result) && result.failure).toMatchObject({ index: 1, seq: 2 });
    expect(Result.isFailure(result) && describeLogError(result.failure)).toMatch(/^ошибка в записи №1 \(seq 2\): /);
  });

  it("refuses a non-array, bad JSON, an unknown version, a missing envelope field and a seq that goes back", () => {
    const message = (r: ReturnType<typeof decodeLog>) => (Result.isFailure(r) ? describeLogError(r.failure) : "ok");
    expect(message(decodeLog({}))).toMatch(/JSON-массив/);
    expect(message(parseLog("[{"))).toMatch(/это не JSON/);
    expect(message(decodeLog([{ seq: 1, at: 0, v: 9, event: {} }]))).toBe(
      "ошибка в записи №0 (seq 1): неизвестная версия журнала 9 (эта сборка читает версии 1..2)",
    );
    expect(message(decodeLog([{ seq: 1, v: 2, event: { _tag: "Undone", courseID: "c" } }]))).toMatch(
      /^ошибка в записи №0 \(seq 1\): .*at/,
    );
    const back = [envelope(5, 0, { _tag: "Undone", courseID: "c" }), envelope(5, 0, { _tag: "Redone", courseID: "c" })];
    expect(message(decodeLog(back))).toBe("ошибка в записи №1 (seq 5): seq 5 не следует за seq 5");
    expect(message(decodeLog([{ seq: 1, at: 0, v: 2, event: { _tag: "Nope" } }]))).toBe(
      "ошибка в записи №0 (seq 1): event: неизвестный тип события «Nope»",
    );
  });
});
