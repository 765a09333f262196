import { describe, expect, it } from "vitest";
import { daysWaiting, oldestFirst, sentBefore, waitedLongerThan } from "./queue-rules";

const NOW = Date.parse("2026-11-27T10:00:00.000Z");

describe("review queue rules", () => {
  it("puts the longest-waiting work first, ties by id", () => {
    const works = [
      { id: 3, submittedAt: "2026-11-20T10:00:00.000Z" },
      { id: 2, submittedAt: "2026-11-01T10:00:00.000Z" },
      { id: 1, submittedAt: "2026-11-20T10:00:00.000Z" },
    ];
    expect([...works].sort(oldestFirst).map((w) => w.id)).toEqual([2, 1, 3]);
  });

  it("counts whole days waited and filters by more than N days", () => {
    expect(daysWaiting("2026-11-24T09:00:00.000Z", NOW)).toBe(3);
    expect(waitedLongerThan("2026-11-24T09:00:00.000Z", 3, NOW)).toBe(true);
    expect(waitedLongerThan("2026-11-24T11:00:00.000Z", 3, NOW)).toBe(false);
    expect(sentBefore(3, NOW)).toBe("2026-11-24T10:00:00.000Z");
  });
});
