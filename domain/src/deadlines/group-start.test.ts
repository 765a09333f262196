import { describe, expect, it } from "vitest";
import type { PlanItem } from "./deadline-plan";
import { dayZeroOf, groupStartErrors, groupStartFromText } from "./group-start";
import { effectiveDue, type DueStudent } from "./student-due";

const MOSCOW = "Europe/Moscow";
/** Enrolled on 10 November in Moscow (23:30 there, 20:30 UTC). */
const ENROLLED = Date.parse("2026-11-10T20:30:00Z");
const week: PlanItem = {
  lesson_id: "L1",
  task_id: null,
  due: { kind: "relative", days: 7, time: "23:59" },
  hard: false,
};
const dueOf = (groupStarts: ReadonlyArray<string> | undefined): string => {
  const student: DueStudent = { id: 7, groupIds: [3], startedAt: ENROLLED, groupStarts };
  return new Date(effectiveDue(week, student, [], MOSCOW)?.atMs ?? NaN).toISOString();
};

describe("day 0 of relative dates: the group's start, else the enrolment", () => {
  it("without a group start it is the enrolment's calendar date in Moscow (not UTC's)", () => {
    expect(dayZeroOf(ENROLLED, [], MOSCOW)).toEqual({ year: 2026, month: 11, day: 10 });
    expect(dueOf(undefined)).toBe("2026-11-17T20:59:00.000Z");
    expect(dueOf([])).toBe("2026-11-17T20:59:00.000Z");
  });

  it("a group start after the enrolment moves the date later", () => {
    expect(dueOf(["2026-12-01"])).toBe("2026-12-08T20:59:00.000Z");
  });

  it("a group start before the enrolment counts too: a late joiner keeps the cohort's dates", () => {
    expect(dueOf(["2026-11-02"])).toBe("2026-11-09T20:59:00.000Z");
  });

  it("a group start on the enrolment's day gives the enrolment's date", () => {
    expect(dueOf(["2026-11-10"])).toBe(dueOf([]));
  });

  it("of two groups with a start, the latest counts, whatever their order", () => {
    expect(dueOf(["2026-12-01", "2026-11-02"])).toBe("2026-12-08T20:59:00.000Z");
    expect(dueOf(["2026-11-02", "2026-12-01"])).toBe("2026-12-08T20:59:00.000Z");
  });

  it("day 0 is the start itself: 0 days after a start is that day at the time", () => {
    const today: PlanItem = { ...week, due: { kind: "relative", days: 0, time: "00:00" } };
    const student: DueStudent = { id: 7, groupIds: [], startedAt: ENROLLED, groupStarts: ["2026-12-31"] };
    expect(new Date(effectiveDue(today, student, [], MOSCOW)?.atMs ?? NaN).toISOString()).toBe(
      "2026-12-30T21:00:00.000Z",
    );
  });

  it("a start that does not parse is skipped", () => {
    expect(dueOf(["2026-02-30", "1 декабря"])).toBe(dueOf([]));
  });

  it("a fixed date ignores the group's start", () => {
    const fixed: PlanItem = { ...week, due: { kind: "fixed", at: "2026-11-14T20:59:00.000Z" } };
    const student: DueStudent = { id: 7, groupIds: [], startedAt: ENROLLED, groupStarts: ["2026-12-01"] };
    expect(effectiveDue(fixed, student, [], MOSCOW)?.atMs).toBe(Date.parse("2026-11-14T20:59:00.000Z"));
  });
});

describe("a group's start date as typed", () => {
  it("takes a real calendar day of 2000–2100", () => {
    expect(groupStartErrors("2026-12-01")).toEqual([]);
    expect(groupStartErrors("2000-01-01")).toEqual([]);
    expect(groupStartErrors("2100-12-31")).toEqual([]);
    expect(groupStartErrors("2028-02-29")).toEqual([]);
  });

  it("refuses a day that does not exist, another form, or a year outside 2000–2100", () => {
    for (const text of [
      "2026-02-29",
      "2026-13-01",
      "01.12.2026",
      "2026-12-01T00:00:00Z",
      "",
      "1999-12-31",
      "2101-01-01",
    ])
      expect(groupStartErrors(text), text).toEqual(["Некорректная дата"]);
  });
});

describe("the form's start date, typed day first", () => {
  it("empty is no start; a real day is its ISO date", () => {
    expect(groupStartFromText("  ")).toEqual({ start: null, errors: [] });
    expect(groupStartFromText("01.12.2026")).toEqual({ start: "2026-12-01", errors: [] });
  });

  it("no such day, or a year outside 2000–2100, is refused in Russian", () => {
    expect(groupStartFromText("31.11.2026").errors).toEqual(["Некорректная дата"]);
    expect(groupStartFromText("01.12").errors).toEqual(["Некорректная дата"]);
    expect(groupStartFromText("01.12.0026").errors).toEqual(["Некорректная дата"]);
  });
});
