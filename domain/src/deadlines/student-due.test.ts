import { describe, expect, it } from "vitest";
import type { ExtensionGrant, PlanItem } from "./deadline-plan";
import { SOON_MS } from "./deadline-plan";
import { canSend, dueStateAt, dueView, effectiveDue, isLate, planItemFor, type DueStudent } from "./student-due";
import { plannedInstant } from "./relative-due";

const AT = "2026-11-14T20:59:00.000Z";
const atMs = Date.parse(AT);
const fixed = (hard: boolean, lesson = "L1", task: string | null = null): PlanItem => ({
  lesson_id: lesson,
  task_id: task,
  due: { kind: "fixed", at: AT },
  hard,
});
const student: DueStudent = { id: 7, groupIds: [3], startedAt: Date.parse("2026-11-01T09:00:00Z") };
const grant = (over: Partial<ExtensionGrant>): ExtensionGrant => ({
  student_id: null,
  group_id: null,
  lesson_id: null,
  until: "2026-11-20T20:59:00.000Z",
  ...over,
});

describe("due, late and closed around the due instant", () => {
  const soft = effectiveDue(fixed(false), student, [], "Europe/Moscow");
  const hard = effectiveDue(fixed(true), student, [], "Europe/Moscow");

  it("a fixed date is the same instant whatever the zone or the enrolment", () => {
    expect(soft?.atMs).toBe(atMs);
    expect(effectiveDue(fixed(false), { ...student, startedAt: 0 }, [], "Europe/Berlin")?.atMs).toBe(atMs);
  });

  it("one ms before and exactly at the instant are on time; one ms after is late (soft) or closed (hard)", () => {
    if (soft === null || hard === null) throw new Error("no date");
    expect([atMs - 1, atMs, atMs + 1].map((t) => dueStateAt(soft, t))).toEqual(["soon", "soon", "late"]);
    expect([atMs - 1, atMs, atMs + 1].map((t) => dueStateAt(hard, t))).toEqual(["soon", "soon", "closed"]);
    expect([atMs - 1, atMs, atMs + 1].map((t) => canSend(hard, t))).toEqual([true, true, false]);
    expect([atMs - 1, atMs, atMs + 1].map((t) => canSend(soft, t))).toEqual([true, true, true]);
    expect([atMs - 1, atMs, atMs + 1].map((t) => isLate(soft, t))).toEqual([false, false, true]);
  });

  it("soon starts exactly two days before; open before that", () => {
    if (soft === null) throw new Error("no date");
    expect(dueStateAt(soft, atMs - SOON_MS)).toBe("soon");
    expect(dueStateAt(soft, atMs - SOON_MS - 1)).toBe("open");
  });

  it("nothing dated: sending is allowed and nothing is late", () => {
    expect(canSend(null, atMs + 1)).toBe(true);
    expect(isLate(null, atMs + 1)).toBe(false);
  });

  it("the wire view carries the ISO instant, the state and whether it was extended", () => {
    if (hard === null) throw new Error("no date");
    expect(dueView(hard, atMs + 1)).toEqual({ at: AT, hard: true, state: "closed", extended: false });
  });
});

describe("which item dates a task", () => {
  const items = [fixed(false, "L1"), fixed(true, "L1", "T2"), fixed(false, "L2", "T9")];
  it("a task's own item wins over its lesson's; else the lesson's", () => {
    expect(planItemFor(items, "L1", "T2")?.hard).toBe(true);
    expect(planItemFor(items, "L1", "T1")).toBe(items[0]);
  });
  it("a lesson alone reads only its own item; an undated lesson has none", () => {
    expect(planItemFor(items, "L2", null)).toBeUndefined();
    expect(planItemFor(items, "L3", "T1")).toBeUndefined();
  });
});

describe("extensions: the student's, his group's, the whole course's; the latest wins", () => {
  const plan = fixed(true);
  const at = (grants: ReadonlyArray<ExtensionGrant>) => effectiveDue(plan, student, grants, "Europe/Moscow");

  it("his own extension for the lesson moves his date and marks it extended", () => {
    expect(at([grant({ student_id: 7, lesson_id: "L1" })])).toEqual({
      atMs: Date.parse("2026-11-20T20:59:00.000Z"),
      hard: true,
      extended: true,
    });
  });

  it("his group's extension reaches him; another group's or another student's does not", () => {
    expect(at([grant({ group_id: 3 })])?.extended).toBe(true);
    expect(at([grant({ group_id: 4 }), grant({ student_id: 8 })])?.extended).toBe(false);
  });

  it("an extension for another lesson does not move this one; one for the whole course does", () => {
    expect(at([grant({ student_id: 7, lesson_id: "L2" })])?.extended).toBe(false);
    expect(at([grant({ student_id: 7, lesson_id: null })])?.extended).toBe(true);
  });

  it("of several, the latest until wins, whoever it was given to and in whatever order", () => {
    const grants = [
      grant({ student_id: 7, until: "2026-11-18T00:00:00.000Z" }),
      grant({ group_id: 3, until: "2026-11-25T00:00:00.000Z" }),
      grant({ student_id: 7, lesson_id: "L1", until: "2026-11-21T00:00:00.000Z" }),
    ];
    expect(at(grants)?.atMs).toBe(Date.parse("2026-11-25T00:00:00.000Z"));
    expect(at([...grants].reverse())?.atMs).toBe(Date.parse("2026-11-25T00:00:00.000Z"));
  });

  it("an extension earlier than the plan changes nothing", () => {
    expect(at([grant({ student_id: 7, until: "2026-11-10T00:00:00.000Z" })])).toEqual({
      atMs,
      hard: true,
      extended: false,
    });
  });

  it("sending closed at the plan's date is open again until the extension's, and closes one ms after it", () => {
    const until = Date.parse("2026-11-20T20:59:00.000Z");
    const extended = at([grant({ student_id: 7 })]);
    expect(canSend(at([]), atMs + 1)).toBe(false);
    expect([atMs + 1, until, until + 1].map((t) => canSend(extended, t))).toEqual([true, true, false]);
  });
});

describe("relative dates: N days after the enrolment's calendar date, at HH:MM in the zone", () => {
  const relative = (days: number, time: string): PlanItem => ({
    lesson_id: "L1",
    task_id: null,
    due: { kind: "relative", days, time },
    hard: false,
  });
  const due = (startedAt: string, days: number, time: string, zone: string) =>
    new Date(plannedInstant(relative(days, time).due, Date.parse(startedAt), zone) ?? NaN).toISOString();

  it("counts calendar days in the zone: enrolled late evening Moscow time is already the next day there", () => {
    // 22:30 UTC on 1 Nov is 01:30 on 2 Nov in Moscow: day 0 is 2 Nov.
    expect(due("2026-11-01T22:30:00Z", 3, "23:59", "Europe/Moscow")).toBe("2026-11-05T20:59:00.000Z");
    expect(due("2026-11-01T20:30:00Z", 3, "23:59", "Europe/Moscow")).toBe("2026-11-04T20:59:00.000Z");
  });

  it("0 days is the enrolment day itself", () => {
    expect(due("2026-11-01T09:00:00Z", 0, "23:59", "Europe/Moscow")).toBe("2026-11-01T20:59:00.000Z");
  });

  it("across Berlin's autumn DST change the wall-clock time stays: 23:59 is +02:00 before, +01:00 after", () => {
    // Clocks go back on 25 Oct 2026 in Berlin.
    expect(due("2026-10-20T10:00:00Z", 2, "23:59", "Europe/Berlin")).toBe("2026-10-22T21:59:00.000Z");
    expect(due("2026-10-20T10:00:00Z", 7, "23:59", "Europe/Berlin")).toBe("2026-10-27T22:59:00.000Z");
  });

  it("Moscow has no DST: the same days give 20:59 UTC on either side of Berlin's change", () => {
    expect(due("2026-10-20T10:00:00Z", 2, "23:59", "Europe/Moscow")).toBe("2026-10-22T20:59:00.000Z");
    expect(due("2026-10-20T10:00:00Z", 7, "23:59", "Europe/Moscow")).toBe("2026-10-27T20:59:00.000Z");
  });

  it("a time the clocks skip (Berlin, 29 Mar 2026, 02:30) is an hour later; a time passed twice is the first", () => {
    expect(due("2026-03-28T10:00:00Z", 1, "02:30", "Europe/Berlin")).toBe("2026-03-29T01:30:00.000Z");
    expect(due("2026-10-24T10:00:00Z", 1, "02:30", "Europe/Berlin")).toBe("2026-10-25T00:30:00.000Z");
  });

  it("the relative date is a student's own: two enrolments, two instants; the month and year roll over", () => {
    expect(due("2026-12-30T09:00:00Z", 3, "12:00", "Europe/Moscow")).toBe("2027-01-02T09:00:00.000Z");
  });

  it("a time or date that does not parse gives no date", () => {
    expect(plannedInstant({ kind: "relative", days: 1, time: "24:00" }, 0, "Europe/Moscow")).toBeNull();
    expect(plannedInstant({ kind: "fixed", at: "14 ноября" }, 0, "Europe/Moscow")).toBeNull();
  });
});
