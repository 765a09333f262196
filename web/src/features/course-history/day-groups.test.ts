import { describe, expect, it } from "vitest";
import { dayLabel, groupByDay } from "./day-groups";

const local = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h, 0);

describe("history days", () => {
  const now = local(2026, 11, 24, 15);
  it("names today, yesterday and other days (the year only when it is not this year's)", () => {
    expect(dayLabel(local(2026, 11, 24, 0), now)).toEqual({ kind: "today" });
    expect(dayLabel(local(2026, 11, 23, 23), now)).toEqual({ kind: "yesterday" });
    expect(dayLabel(local(2026, 11, 22), now)).toEqual({ kind: "date", text: "22 ноября" });
    expect(dayLabel(local(2025, 11, 24), now)).toEqual({ kind: "date", text: "24 ноября 2025" });
  });
  it("yesterday across a month's start", () => {
    expect(dayLabel(local(2026, 11, 30), local(2026, 12, 1))).toEqual({ kind: "yesterday" });
  });
  it("groups consecutive entries of one day, newest first as given", () => {
    const at = [local(2026, 11, 24, 14), local(2026, 11, 24, 9), local(2026, 11, 23, 18), local(2026, 11, 20)];
    const groups = groupByDay(at, (date) => date.toISOString(), now);
    expect(groups.map((group) => [group.label, group.items.length])).toEqual([
      [{ kind: "today" }, 2],
      [{ kind: "yesterday" }, 1],
      [{ kind: "date", text: "20 ноября" }, 1],
    ]);
  });
});
