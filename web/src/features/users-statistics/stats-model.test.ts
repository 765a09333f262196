import { describe, expect, it } from "vitest";
import type { UserStatisticsRow } from "@app/domain/api/statistics";
import {
  busiestCourse,
  courseBreakdown,
  courseOptions,
  defaultBucket,
  funnelFromRows,
  statusOf,
  summarize,
  timeline,
} from "./stats-model";

const row = (studentId: number, courseId: number, over: Partial<UserStatisticsRow> = {}): UserStatisticsRow => ({
  student: { id: studentId, name: `Ученик ${studentId}`, email: `s${studentId}@demo.ru` },
  course: { id: courseId, name: courseId === 1 ? "Основы Python" : "Алгоритмы" },
  progress: 0,
  lessons_completed: 0,
  lessons_total: 4,
  test_score: null,
  tasks_accepted: 0,
  tasks_sent_back: 0,
  tasks_on_review: 0,
  completed: false,
  status: "notStarted",
  completed_at: null,
  lesson_completions: [],
  last_activity: null,
  ...over,
});

const rows = [
  row(1, 1, {
    progress: 100,
    lessons_completed: 4,
    completed: true,
    status: "completed",
    completed_at: "2026-10-03T12:00:00",
    lesson_completions: ["2026-10-01T10:00:00", "2026-10-01T11:00:00", "2026-10-03T09:00:00", "2026-10-03T12:00:00"],
    last_activity: "2026-10-03T12:00:00",
  }),
  row(2, 1, {
    progress: 50,
    lessons_completed: 2,
    status: "inProgress",
    lesson_completions: ["2026-10-04T10:00:00", "2026-10-05T12:00:00"],
    last_activity: "2026-10-05T12:00:00",
  }),
  row(3, 1, { last_activity: "2026-10-05T13:00:00" }),
  row(1, 3, {
    progress: 100,
    lessons_completed: 4,
    completed: true,
    status: "completed",
    completed_at: "2026-10-05T10:00:00",
    lesson_completions: ["2026-10-05T10:00:00"],
    last_activity: "2026-10-05T10:00:00",
  }),
];

describe("users statistics views", () => {
  it("lists the courses by name with their enrolments, and finds the busiest", () => {
    expect(courseOptions(rows)).toEqual([
      { id: 3, name: "Алгоритмы", enrolments: 1 },
      { id: 1, name: "Основы Python", enrolments: 3 },
    ]);
    expect(busiestCourse(courseOptions(rows))?.id).toBe(1);
    expect(busiestCourse([])).toBeUndefined();
  });

  it("summarizes students, enrolments, completions and the average progress", () => {
    expect(summarize(rows)).toEqual({ students: 3, enrolments: 4, completed: 2, averageProgress: 63 });
    expect(summarize([])).toEqual({ students: 0, enrolments: 0, completed: 0, averageProgress: 0 });
  });

  it("tells completed, in progress and not started apart", () => {
    expect(rows.map(statusOf)).toEqual(["completed", "inProgress", "notStarted", "completed"]);
    expect(statusOf(row(9, 1, { status: "onReview" }))).toBe("inProgress");
    expect(statusOf(row(9, 1, { status: "needsWork" }))).toBe("inProgress");
    expect(courseBreakdown(rows)).toEqual([
      { label: "Алгоритмы", values: [1, 0, 0] },
      { label: "Основы Python", values: [1, 1, 1] },
    ]);
  });

  it("counts the courses and the lessons completed per day, empty days included", () => {
    const days = timeline(rows, "day");
    expect(days.map((d) => [d.courses, d.lessons])).toEqual([
      [0, 2],
      [0, 0],
      [1, 2],
      [0, 1],
      [1, 2],
    ]);
    expect(days[1]!.start - days[0]!.start).toBe(86_400_000);
    expect(timeline([], "day")).toEqual([]);
    expect(defaultBucket(rows)).toBe("day");
  });

  it("groups weeks from Monday", () => {
    const weeks = timeline(rows, "week");
    // 2026-10-03 is a Saturday, 2026-10-05 the next Monday.
    expect(weeks.map((w) => [w.courses, w.lessons])).toEqual([
      [1, 5],
      [1, 2],
    ]);
    expect(weeks.every((w) => new Date(w.start).getUTCDay() === 1)).toBe(true);
  });

  it("builds a funnel of 'at least n lessons completed' from the rows", () => {
    expect(funnelFromRows(rows.slice(0, 3))).toEqual([2, 2, 1, 1]);
    expect(funnelFromRows([])).toEqual([]);
  });
});
