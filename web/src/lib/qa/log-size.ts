import type { Envelope } from "@app/domain/log/envelope";

/**
 * At least how many characters `serializeLog` (domain/src/log/stable-json.ts) writes for a log, found
 * without writing it (issue #29: a course of 30,000 blocks is a `CourseLoaded` of 10 MB, and the log is
 * kept on every page leave). It counts what the JSON must hold: every string with its quotes (escapes
 * only add), every key written with its quotes and colon, numbers, booleans, brackets, braces and
 * commas (an `undefined` as nothing, though an array writes `null`); so the log's text is never
 * shorter. The count stops once it passes the limit.
 */
export const serializedLengthAtLeast = (entries: ReadonlyArray<Envelope>, limit: number): number => {
  let total = 0;
  for (const entry of entries) {
    total += entryLengthAtLeast(entry, limit - total);
    if (total > limit) return total;
  }
  return total;
};

/** An envelope's count, kept: envelopes are never changed, so a log kept twice counts each once. */
const counted = new WeakMap<Envelope, { readonly length: number; readonly complete: boolean }>();

const entryLengthAtLeast = (entry: Envelope, limit: number): number => {
  const known = counted.get(entry);
  if (known !== undefined && (known.complete || known.length > limit)) return known.length;
  const budget = { left: limit + 1 };
  const length = lengthAtLeast(entry, budget);
  counted.set(entry, { length, complete: budget.left > 0 });
  return length;
};

/** Counts `value` and takes the count off `budget.left`; stops early (a smaller count) once it is spent. */
const lengthAtLeast = (value: unknown, budget: { left: number }): number => {
  let length: number;
  switch (typeof value) {
    case "string":
      length = value.length + 2;
      break;
    case "number":
      length = Number.isFinite(value) ? String(value).length : 4; // `null`
      break;
    case "boolean":
      length = value ? 4 : 5;
      break;
    case "object":
      return value === null ? take(4, budget) : containerLengthAtLeast(value, budget);
    default:
      // undefined, functions and symbols are not written as values; a bigint cannot be
      return 0;
  }
  return take(length, budget);
};

const take = (length: number, budget: { left: number }): number => {
  budget.left -= length;
  return length;
};

const containerLengthAtLeast = (value: object, budget: { left: number }): number => {
  let length = take(2, budget);
  if (Array.isArray(value)) {
    const items = value as ReadonlyArray<unknown>;
    for (const [i, item] of items.entries()) {
      if (budget.left <= 0) break;
      length += take(i === 0 ? 0 : 1, budget) + lengthAtLeast(item, budget);
    }
    return length;
  }
  const record = value as Readonly<Record<string, unknown>>;
  let written = 0;
  for (const key of Object.keys(record)) {
    if (budget.left <= 0) break;
    const item = record[key];
    const kind = typeof item;
    // `sortKeys` assigns keys to a new object, where `__proto__` sets the prototype: it is not written
    if (kind === "undefined" || kind === "function" || kind === "symbol" || key === "__proto__") continue;
    // the key in quotes and its colon, and a comma before all but the first
    length += take(key.length + 3 + (written++ === 0 ? 0 : 1), budget) + lengthAtLeast(item, budget);
  }
  return length;
};
