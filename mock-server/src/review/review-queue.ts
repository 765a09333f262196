import type { QueueFacet, QueueItem, ReviewCounts, SubmissionStatus } from "@app/domain/api/review";
import { oldestFirst, sentBefore } from "@app/domain/review/queue-rules";
import type { Principal } from "../http/authenticate";
import type { DbData } from "../store/db-schema";
import { keyIndex } from "../store/id-index";
import type { SubmissionRecord } from "../store/platform-records";
import { noCounts } from "./counts";
import { findTask } from "./course-tree";
import { personView } from "../people/person-view";
import { reviewableCourses } from "./reviewable-courses";

/** The queue's filters, decoded from the query (review-routes.ts). */
export type QueueFilters = {
  readonly status: SubmissionStatus;
  readonly courseId: number | undefined;
  readonly groupId: number | undefined;
  readonly taskId: string | undefined;
  readonly olderThanDays: number | undefined;
  /** Issue #37: only late works (true), only works on time (false), or both. */
  readonly late?: boolean | undefined;
};

/**
 * Submissions by course, from the store's index (id-index.ts): the queue reads the reviewer's
 * courses' works only, never the whole collection, so its cost follows his courses, not the school.
 */
const byCourse = keyIndex<{ readonly course_id: number }, number>((record) => record.course_id);

const lastSubmitted = (s: SubmissionRecord): string => s.attempts[s.attempts.length - 1]?.submitted_at ?? s.updated_at;

/** Issue #37: the work's last attempt came after its soft date (as stored when it was sent). */
const lastLate = (s: SubmissionRecord): boolean => s.attempts[s.attempts.length - 1]?.late === true;

const STATUS_KEY: Readonly<Record<SubmissionStatus, keyof ReviewCounts>> = {
  onReview: "on_review",
  needsWork: "needs_work",
  accepted: "accepted",
};

type Entry = { readonly id: number; readonly submittedAt: string; readonly record: SubmissionRecord };

/** Counts a key's works into a facet table. */
const tally = (table: Map<string, number>, key: string): void => {
  table.set(key, (table.get(key) ?? 0) + 1);
};

/**
 * Issue #34 part 1: every work of the reviewer's courses (canReview, the one access rule), filtered,
 * oldest first, with the counts by status under the other filters and the filters' choices. Only the
 * page's works are turned into views (names, task titles), so the answer's cost past the filtering is
 * the page's, whatever the queue's length.
 */
export const reviewQueue = (
  db: DbData,
  principal: Principal,
  filters: QueueFilters,
  nowMs: number,
  paging: { readonly page: number; readonly perPage: number },
): {
  readonly data: QueueItem[];
  readonly total: number;
  readonly counts: ReviewCounts;
  readonly courses: QueueFacet[];
  readonly tasks: QueueFacet[];
  readonly groups: QueueFacet[];
} => {
  const courses = reviewableCourses(db, principal);
  const courseName = new Map(courses.map((c) => [c.id, c.name]));
  const schools = new Set(courses.map((c) => c.school_id));
  const schoolGroups = db.groups.filter((g) => schools.has(g.school_id));
  const group = filters.groupId === undefined ? undefined : schoolGroups.find((g) => g.id === filters.groupId);
  const members = group === undefined ? undefined : new Set(group.student_ids);
  const cut = filters.olderThanDays === undefined ? undefined : sentBefore(filters.olderThanDays, nowMs);

  const counts = { ...noCounts() };
  const perCourse = new Map<string, number>();
  const perTask = new Map<string, number>();
  const perGroupUser = new Map<number, number>();
  const shown: Entry[] = [];
  for (const course of courses) {
    const inCourse = filters.courseId === undefined || filters.courseId === course.id;
    for (const s of byCourse.all(db.submissions, course.id)) {
      const submittedAt = lastSubmitted(s);
      if (cut !== undefined && submittedAt >= cut) continue;
      if (filters.late !== undefined && lastLate(s) !== filters.late) continue;
      const inGroup = members === undefined || members.has(s.user_id);
      const inTask = filters.taskId === undefined || filters.taskId === s.task_id;
      const inStatus = s.status === filters.status;
      if (inCourse && inGroup && inTask) counts[STATUS_KEY[s.status]] += 1;
      if (!inStatus) continue;
      if (inGroup && inTask) tally(perCourse, String(course.id));
      if (inCourse && inGroup) tally(perTask, `${course.id}:${s.task_id}`);
      if (inCourse && inTask) perGroupUser.set(s.user_id, (perGroupUser.get(s.user_id) ?? 0) + 1);
      if (inCourse && inGroup && inTask) shown.push({ id: s.id, submittedAt, record: s });
    }
  }
  shown.sort(oldestFirst);
  const start = (paging.page - 1) * paging.perPage;
  const data = shown.slice(start, start + paging.perPage).map(({ record, submittedAt }) => ({
    id: record.id,
    course_id: record.course_id,
    course_name: courseName.get(record.course_id) ?? "",
    task_id: record.task_id,
    task_name: findTask(db, record.course_id, record.task_id)?.name ?? null,
    student: personView(db, record.user_id),
    status: record.status,
    attempts: record.attempts.length,
    submitted_at: submittedAt,
    late: lastLate(record),
  }));
  return {
    data,
    total: shown.length,
    counts,
    courses: courses.map((c) => ({ id: String(c.id), name: c.name, count: perCourse.get(String(c.id)) ?? 0 })),
    tasks: taskFacets(db, perTask, filters.courseId),
    groups: schoolGroups.map((g) => ({
      id: String(g.id),
      name: g.name,
      count: g.student_ids.reduce((sum, id) => sum + (perGroupUser.get(id) ?? 0), 0),
    })),
  };
};

/** The tasks to filter by: those with works in the chosen course (none until a course is chosen). */
const taskFacets = (db: DbData, perTask: Map<string, number>, courseId: number | undefined): QueueFacet[] => {
  if (courseId === undefined) return [];
  return [...perTask]
    .filter(([key]) => key.startsWith(`${courseId}:`))
    .map(([key, count]) => {
      const taskId = key.slice(String(courseId).length + 1);
      return { id: taskId, name: findTask(db, courseId, taskId)?.name ?? taskId, count };
    });
};
