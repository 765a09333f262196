import * as Arbitrary from "effect/Arbitrary";
import * as Effect from "effect/Effect";
import * as Result from "effect/Result";
import * as Schema from "effect/Schema";
import { describe, expect, it } from "vitest";
import { generateLog } from "../generate/generate-log";
import { Envelope } from "./envelope";
import { FAIL, fastDecoderOf } from "./fast-decode";

const LogSchema = Schema.Array(Envelope);
const bySchema = Schema.decodeUnknownResult(LogSchema);
const fast = fastDecoderOf(LogSchema);
const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/** A few ways to break an entry: drop, null, retype or extend one key somewhere along one path. */
const mutate = (value: unknown, r: number): unknown => {
  if (Array.isArray(value)) return value.length > 0 && r % 3 === 0 ? [...value.slice(1), 1] : value.map((x, i) => (i === 0 ? mutate(x, r >> 1) : x));
  if (typeof value !== "object" || value === null) return r % 2 ? null : -1;
  const copy: Record<string, unknown> = { ...value };
  const keys = Object.keys(copy);
  const key = keys[r % Math.max(1, keys.length)];
  if (key === undefined) return { extra: 1 };
  const change = r % 6;
  if (change === 0) delete copy[key];
  else if (change === 1) copy[key] = null;
  else if (change === 2) copy[key] = "s";
  else if (change === 3) copy[key] = 1.5;
  else if (change === 4) copy["extra"] = { nested: true };
  else copy[key] = mutate(copy[key], r >> 3);
  return copy;
};

/** The fast path either agrees with the Schema exactly (same output, same key order) or steps aside. */
const agrees = (input: unknown): "same" | "stepped aside" => {
  const reference = bySchema(input);
  const answer = fast?.(input);
  if (answer === FAIL) return "stepped aside";
  if (Result.isFailure(reference)) throw new Error(`fast path accepted what the Schema refuses: ${JSON.stringify(input).slice(0, 300)}`);
  expect(JSON.stringify(answer)).toBe(JSON.stringify(reference.success));
  return "same";
};

describe("fast log decoding", () => {
  it("compiles for the log schema", () => {
    expect(fast).toBeDefined();
  });

  it("gives the Schema's output for generated logs, excess keys dropped", () => {
    const log = json(generateLog(3000, 5));
    expect(agrees(log)).toBe("same");
    const extended = (log as Array<Record<string, unknown>>).map((entry) => ({ ...entry, note: "x", event: { ...(entry["event"] as object), extra: [1] } }));
    expect(agrees(extended)).toBe("same");
  });

  it("never accepts what the Schema refuses, on Schema-generated entries and broken copies of them", () => {
    const samples = Effect.runSync(Arbitrary.sampleEffect(Arbitrary.schema(Envelope), { count: 600, seed: 9, size: 8 }));
    let same = 0;
    samples.forEach((sample, i) => {
      if (agrees([json(sample)]) === "same") same++;
      agrees([mutate(json(sample), i * 7919 + 13)]);
    });
    expect(same).toBeGreaterThan(samples.length / 2);
  });
});
