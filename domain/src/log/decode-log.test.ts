import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import { courseIn } from "../model/test-kit";
import { replay } from "../model/evolve";
import { initialState } from "../model/state";
import { decodeLog, describeLogError, logErrorLine, parseLog } from "./decode-log";
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
    expect(Result.isFailure(result) && describeLogError(result.failure)).toBe(
      "Запись seq 2 (BlockMoved): нет обязательного поля event.parent.",
    );
    expect(Result.isFailure(result) && logErrorLine(result.failure)).toMatch(
      /^log-refused \{"seq":2,"index":1,"field":"event.parent","detail":"event.parent: Missing key/,
    );
  });

  it("refuses in one Russian sentence naming the entry by its seq and the field (issue #33), the detail apart", () => {
    const failure = (r: ReturnType<typeof decodeLog>) => (Result.isFailure(r) ? r.failure : null);
    const message = (r: ReturnType<typeof decodeLog>) => failure(r)?.message ?? "ok";
    expect(message(decodeLog({}))).toBe("Это не журнал: журнал — это JSON-массив записей { seq, at, v, event }.");
    expect(failure(parseLog("[{"))).toMatchObject({
      message: "Файл не читается как JSON: он оборван или испорчен.",
      seq: null,
      field: null,
    });
    expect(failure(parseLog("[{"))?.detail).not.toBe("");
    expect(message(decodeLog([{ seq: 1, at: 0, v: 9, event: {} }]))).toBe(
      "Запись seq 1: поле v — версия журнала 9, а эта сборка читает версии с 1 по 2.",
    );
    expect(failure(decodeLog([{ seq: 1, at: "x", v: 2, event: { _tag: "Undone", courseID: "c" } }]))).toMatchObject({
      message: "Запись seq 1 (Undone): поле at должно быть числом.",
      field: "at",
      detail: "at: Expected number",
    });
    expect(message(decodeLog([{ seq: 7, at: 0, v: 2, event: { _tag: "Undone", courseID: 5 } }]))).toBe(
      "Запись seq 7 (Undone): поле event.courseID должно быть строкой.",
    );
    const back = [envelope(5, 0, { _tag: "Undone", courseID: "c" }), envelope(5, 0, { _tag: "Redone", courseID: "c" })];
    expect(message(decodeLog(back))).toBe(
      "Запись seq 5 (Redone): поле seq не больше, чем у записи перед ней (seq 5), а номера должны расти.",
    );
    expect(message(decodeLog([{ seq: 1, at: 0, v: 2, event: { _tag: "Nope" } }]))).toBe(
      "Запись seq 1: неизвестный тип события «Nope».",
    );
    // Row 3: an event without _tag gave a 2,620-character schema dump; now a sentence, the dump clipped behind it.
    const untagged = failure(
      decodeLog([envelope(1, 0, { _tag: "Undone", courseID: "c" }), { seq: 2, at: 0, v: 2, event: { courseID: "c" } }]),
    );
    expect(untagged).toMatchObject({
      message: "Запись seq 2: у события нет поля _tag, и его тип не понять.",
      seq: 2,
      index: 1,
      field: "event._tag",
    });
    expect(untagged?.detail.length).toBeLessThanOrEqual(601);
    // An entry without a seq is named by its place, counted from 1.
    expect(message(decodeLog([{ at: 0, v: 2, event: { _tag: "Undone", courseID: "c" } }]))).toBe(
      "Запись №1 (без seq) (Undone): нет обязательного поля seq.",
    );
  });
});
