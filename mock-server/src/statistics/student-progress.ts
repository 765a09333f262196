import { isLessonComplete } from "@app/domain/passage/completion";
import { courseStudyStatus, type StudyStatus } from "@app/domain/passage/study-status";
import type { DbData } from "../store/db-schema";
import type { LessonProgressRecord, SubmissionRecord, TestAttemptRecord } from "../store/platform-records";
import type { LessonRef } from "./course-lessons";
import { progressFrom } from "../passage/course-progress";

/** One student's progress in one course: the numbers every statistics table is made of. */
export type StudentProgress = {
  readonly userId: number;
  readonly courseId: number;
  readonly lessonsTotal: number;
  readonly lessonsStarted: number;
  readonly lessonsCompleted: number;
  readonly completedLessonIds: ReadonlySet<string>;
  readonly startedLessonIds: ReadonlySet<string>;
  /** Percent, 0–100. */
  readonly progress: number;
  /** Percent of the latest answer per test block, null before any answer. */
  readonly testScore: number | null;
  readonly tasksAccepted: number;
  readonly tasksSentBack: number;
  readonly tasksOnReview: number;
  /** Every lesson complete by the completion rule (domain/passage/completion). */
  readonly completed: boolean;
  /** The one vocabulary's status (domain/passage/study-status). */
  readonly status: StudyStatus;
  readonly lastActivity: string | null;
  readonly enrolledAt: string;
  /** When each completed lesson was completed (its end_date), oldest first. */
  readonly lessonCompletions: ReadonlyArray<string>;
};

/** A student's progress in the columns every statistics table has (docs/api.md "Statistics"). */
export const progressColumns = (p: StudentProgress) => ({
  progress: p.progress,
  lessons_completed: p.lessonsCompleted,
  lessons_total: p.lessonsTotal,
  test_score: p.testScore,
  tasks_accepted: p.tasksAccepted,
  tasks_sent_back: p.tasksSentBack,
  tasks_on_review: p.tasksOnReview,
  completed: p.completed,
  status: p.status,
});

export const percent = (part: number, whole: number): number => (whole <= 0 ? 0 : Math.round((part / whole) * 100));

const later = (a: string | null, b: string | null): string | null => (a === null ? b : b === null ? a : a > b ? a : b);

/** The latest answer to each block (by time, then id). */
export const latestAttempts = (attempts: ReadonlyArray<TestAttemptRecord>): ReadonlyArray<TestAttemptRecord> => {
  const byBlock = new Map<string, TestAttemptRecord>();
  for (const attempt of attempts) {
    const seen = byBlock.get(attempt.block_id);
    if (
      seen === undefined ||
      attempt.answered_at > seen.answered_at ||
      (attempt.answered_at === seen.answered_at && attempt.id > seen.id)
    )
      byBlock.set(attempt.block_id, attempt);
  }
  return [...byBlock.values()];
};

/** Sum of scores over sum of maxima, in percent; null for no answers. */
export const scoreOf = (attempts: ReadonlyArray<TestAttemptRecord>): number | null => {
  if (attempts.length === 0) return null;
  const max = attempts.reduce((sum, a) => sum + a.max_score, 0);
  return percent(
    attempts.reduce((sum, a) => sum + a.score, 0),
    max,
  );
};

/** A student's records in a course, grouped once per request (statistics scan every enrolment). */
export type ActivityIndex = {
  readonly lessonProgress: ReadonlyMap<string, ReadonlyArray<LessonProgressRecord>>;
  readonly testAttempts: ReadonlyMap<string, ReadonlyArray<TestAttemptRecord>>;
  readonly submissions: ReadonlyMap<string, ReadonlyArray<SubmissionRecord>>;
};

const keyOf = (courseId: number, userId: number): string => `${courseId}:${userId}`;

const grouped = <R extends { readonly course_id: number; readonly user_id: number }>(
  records: ReadonlyArray<R>,
): ReadonlyMap<string, ReadonlyArray<R>> => {
  const map = new Map<string, R[]>();
  for (const record of records) {
    const key = keyOf(record.course_id, record.user_id);
    const list = map.get(key);
    if (list === undefined) map.set(key, [record]);
    else list.push(record);
  }
  return map;
};

export const activityIndex = (db: DbData): ActivityIndex => ({
  lessonProgress: grouped(db.lessonProgress),
  testAttempts: grouped(db.testAttempts),
  submissions: grouped(db.submissions),
});

/**
 * Progress of an enrolled student, from lessonProgress, testAttempts and submissions; a lesson counts
 * as completed by the domain's completion rule (its blocks done, its free tasks accepted).
 */
export const studentProgress = (
  index: ActivityIndex,
  courseId: number,
  userId: number,
  enrolledAt: string,
  lessons: ReadonlyArray<LessonRef>,
): StudentProgress => {
  const key = keyOf(courseId, userId);
  const lessonIds = new Set(lessons.map((l) => l.lessonId));
  const records = (index.lessonProgress.get(key) ?? []).filter((p) => lessonIds.has(p.lesson_id));
  const attempts = index.testAttempts.get(key) ?? [];
  const submissions = index.submissions.get(key) ?? [];
  // The one home of a student's progress (passage/course-progress.ts), on this request's index.
  const figure = progressFrom(lessons, { lessonProgress: records, submissions });
  const byLesson = figure.lessons;
  const startedLessonIds = new Set(
    records.filter((p) => p.start_date !== null || p.end_date !== null).map((p) => p.lesson_id),
  );
  const completedLessonIds = new Set(byLesson.filter((l) => isLessonComplete(l.facts)).map((l) => l.lessonId));
  const status = courseStudyStatus(byLesson.map((l) => l.facts));
  let lastActivity: string | null = enrolledAt;
  for (const p of records) lastActivity = later(later(lastActivity, p.start_date), p.end_date);
  for (const a of attempts) lastActivity = later(lastActivity, a.answered_at);
  for (const s of submissions) lastActivity = later(lastActivity, s.updated_at);
  const lessonsTotal = figure.total;
  const lessonsCompleted = figure.completed;
  return {
    userId,
    courseId,
    lessonsTotal,
    lessonsStarted: startedLessonIds.size,
    lessonsCompleted,
    completedLessonIds,
    startedLessonIds,
    progress: figure.percent,
    testScore: scoreOf(latestAttempts(attempts)),
    tasksAccepted: submissions.filter((s) => s.status === "accepted").length,
    tasksSentBack: submissions.filter((s) => s.status === "needsWork").length,
    tasksOnReview: submissions.filter((s) => s.status === "onReview").length,
    completed: status === "completed",
    status,
    lastActivity,
    enrolledAt,
    lessonCompletions: records
      .flatMap((p) => (p.end_date === null || !completedLessonIds.has(p.lesson_id) ? [] : [p.end_date]))
      .sort(),
  };
};
