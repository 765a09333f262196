import type { UserStatisticsRow } from "@app/domain/api/statistics";

/** Pure views of the users-statistics rows, for the page's tiles and charts. */

export type CourseOption = { readonly id: number; readonly name: string; readonly enrolments: number };

/** The courses present in the rows, by name, each with its number of enrolments. */
export const courseOptions = (rows: ReadonlyArray<UserStatisticsRow>): ReadonlyArray<CourseOption> => {
  const byId = new Map<number, CourseOption>();
  for (const row of rows) {
    const seen = byId.get(row.course.id);
    byId.set(row.course.id, { id: row.course.id, name: row.course.name, enrolments: (seen?.enrolments ?? 0) + 1 });
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, "ru") || a.id - b.id);
};

/** The course with the most enrolments (the first by name on a tie), for the funnel when none is chosen. */
export const busiestCourse = (options: ReadonlyArray<CourseOption>): CourseOption | undefined =>
  options.reduce<CourseOption | undefined>(
    (best, option) => (best === undefined || option.enrolments > best.enrolments ? option : best),
    undefined,
  );

export type Summary = {
  readonly students: number;
  readonly enrolments: number;
  readonly completed: number;
  readonly averageProgress: number;
};

export const summarize = (rows: ReadonlyArray<UserStatisticsRow>): Summary => ({
  students: new Set(rows.map((r) => r.student.id)).size,
  enrolments: rows.length,
  completed: rows.filter((r) => r.completed).length,
  averageProgress: rows.length === 0 ? 0 : Math.round(rows.reduce((sum, r) => sum + r.progress, 0) / rows.length),
});

export type Status = "completed" | "inProgress" | "notStarted";

/**
 * The chart's three groups of the server's status (one rule, domain/passage/study-status): work on
 * review or sent back counts as in progress.
 */
export const statusOf = (row: UserStatisticsRow): Status =>
  row.status === "completed" ? "completed" : row.status === "notStarted" ? "notStarted" : "inProgress";

/** Per course: how many enrolments are completed, in progress and not started (in that order). */
export const courseBreakdown = (rows: ReadonlyArray<UserStatisticsRow>) =>
  courseOptions(rows).map((course) => {
    const own = rows.filter((r) => r.course.id === course.id);
    const count = (status: Status) => own.filter((r) => statusOf(r) === status).length;
    return { label: course.name, values: [count("completed"), count("inProgress"), count("notStarted")] };
  });

export type Bucket = "day" | "week";

const DAY = 86_400_000;

/** The local calendar day of an ISO time, as a UTC midnight timestamp (so day arithmetic is exact). */
const dayOf = (iso: string): number => {
  const date = new Date(iso);
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
};

/** The Monday of the day's week. */
const weekOf = (day: number): number => day - ((new Date(day).getUTCDay() + 6) % 7) * DAY;

export type TimelinePoint = { readonly start: number; readonly courses: number; readonly lessons: number };

const validDay = (iso: string): ReadonlyArray<number> => (Number.isNaN(Date.parse(iso)) ? [] : [dayOf(iso)]);

/**
 * Per day or week, from the first to the last completion in the rows (empty periods included):
 * `courses` counts the courses completed then (`completed_at`), `lessons` the lessons completed then
 * (`lesson_completions`).
 */
export const timeline = (rows: ReadonlyArray<UserStatisticsRow>, bucket: Bucket): ReadonlyArray<TimelinePoint> => {
  const keyOf = (day: number) => (bucket === "day" ? day : weekOf(day));
  const courseKeys = rows.flatMap((r) => (r.completed_at === null ? [] : validDay(r.completed_at))).map(keyOf);
  const lessonKeys = rows.flatMap((r) => r.lesson_completions.flatMap(validDay)).map(keyOf);
  const keys = [...courseKeys, ...lessonKeys];
  if (keys.length === 0) return [];
  const count = (list: ReadonlyArray<number>) => {
    const counts = new Map<number, number>();
    for (const key of list) counts.set(key, (counts.get(key) ?? 0) + 1);
    return counts;
  };
  const courses = count(courseKeys);
  const lessons = count(lessonKeys);
  const step = bucket === "day" ? DAY : 7 * DAY;
  const points: TimelinePoint[] = [];
  for (let start = Math.min(...keys), last = Math.max(...keys); start <= last; start += step) {
    points.push({ start, courses: courses.get(start) ?? 0, lessons: lessons.get(start) ?? 0 });
  }
  return points;
};

/** Day buckets when the span is short, week buckets past two months. */
export const defaultBucket = (rows: ReadonlyArray<UserStatisticsRow>): Bucket =>
  timeline(rows, "day").length > 62 ? "week" : "day";

/**
 * The funnel computed from the rows alone (when the course's own statistics are not open to the
 * caller): for lesson n, the students who completed at least n lessons.
 */
export const funnelFromRows = (rows: ReadonlyArray<UserStatisticsRow>): ReadonlyArray<number> => {
  const total = rows.reduce((max, r) => Math.max(max, r.lessons_total), 0);
  return Array.from({ length: total }, (_, index) => rows.filter((r) => r.lessons_completed >= index + 1).length);
};
