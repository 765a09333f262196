import { describe, expect, it } from "vitest";
import { REVIEW_LOCK_TIMEOUT_MS, heldByOther, liveLock, mayRelease, takeLock } from "./review-lock";

const OLGA = 7;
const IVAN = 8;
const T0 = Date.parse("2026-11-27T10:00:00.000Z");

describe("review lock", () => {
  it("a free work is taken by whoever opens it", () => {
    expect(takeLock(undefined, OLGA, T0)).toEqual({ lock: { teacherId: OLGA, takenAtMs: T0 }, taken: true });
  });

  it("a work held by another is not taken, and names its holder", () => {
    const held = { teacherId: OLGA, takenAtMs: T0 };
    expect(takeLock(held, IVAN, T0 + 1000)).toEqual({ lock: held, taken: false });
    expect(heldByOther(held, IVAN, T0 + 1000)).toEqual(held);
    expect(heldByOther(held, OLGA, T0 + 1000)).toBeNull();
  });

  it("the holder renews his own lock by opening the work again", () => {
    const held = { teacherId: OLGA, takenAtMs: T0 };
    expect(takeLock(held, OLGA, T0 + 60_000).lock.takenAtMs).toBe(T0 + 60_000);
  });

  it("lapses after the timeout, and then anyone may take it", () => {
    const held = { teacherId: OLGA, takenAtMs: T0 };
    expect(liveLock(held, T0 + REVIEW_LOCK_TIMEOUT_MS - 1)).toEqual(held);
    expect(liveLock(held, T0 + REVIEW_LOCK_TIMEOUT_MS)).toBeNull();
    expect(takeLock(held, IVAN, T0 + REVIEW_LOCK_TIMEOUT_MS).taken).toBe(true);
  });

  it("only the holder releases a live lock", () => {
    const held = { teacherId: OLGA, takenAtMs: T0 };
    expect(mayRelease(held, OLGA, T0)).toBe(true);
    expect(mayRelease(held, IVAN, T0)).toBe(false);
    expect(mayRelease(held, IVAN, T0 + REVIEW_LOCK_TIMEOUT_MS)).toBe(true);
  });
});
