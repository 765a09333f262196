import type { DbDraft } from "../store/store";
import { nextId } from "../store/next-id";
import { blocksOf, lessonsOf } from "../passage/course-walk";
import { completeBlock, startLesson } from "../passage/record-progress";
import { seedExtraStudents } from "./seed-passage-people";
import { answerTest, submitTask, type Pass, type TaskOutcome } from "./seed-passage-work";

/** The demo student (student@demo.ru) and the full course (GUIDE §1). */
export const DEMO_STUDENT_ID = 5;
export const FULL_COURSE_ID = 1;
/** student@demo.ru's lists: course 1 incomplete, course 3 completed, courses 2 and 4 available. */
export const DEMO_STUDENT_COURSES = { incomplete: FULL_COURSE_ID, completed: 3, available: [2, 4] } as const;

const DAY = 24 * 60 * 60 * 1000;

type Plan = {
  /** How many lessons (in course order) the student works through; the rest stay untouched. */
  readonly lessons: number;
  /** The outcome of the n-th free task he meets. */
  readonly task: (n: number) => TaskOutcome;
  /** Stop once this many free tasks were sent (the demo student's one on review, one for rework). */
  readonly stopAfterTasks?: number;
};

const enrolIn = (db: DbDraft, courseId: number, userId: number, at: string): boolean => {
  if (!db.courses.some((c) => c.id === courseId && c.status === "published")) return false;
  if (!db.enrolments.some((e) => e.course_id === courseId && e.user_id === userId)) {
    db.enrolments.push({
      id: nextId(db, "enrolments"),
      course_id: courseId,
      user_id: userId,
      source: "seed",
      enrolled_at: at,
      completed_at: null,
    });
  }
  return true;
};

/** Walks a student through the course as the plan says, with the same progress rules as the passage endpoints. */
const work = (db: DbDraft, courseId: number, userId: number, startMs: number, plan: Plan): void => {
  const body = db.courseContents.find((c) => c.course_id === courseId)?.published;
  if (body == null) return; // no content yet (the authoring seed not in): enrolment only
  const pass: Pass = { courseId, userId, body, at: (minutes) => new Date(startMs + minutes * 60_000).toISOString() };
  let minute = 0;
  let tasks = 0;
  let tests = 0;
  for (const ref of lessonsOf(body).slice(0, plan.lessons)) {
    minute += 30;
    startLesson(db, { courseId, userId, now: pass.at(minute), silent: true }, ref);
    for (const { block, taskID } of blocksOf(ref.lesson)) {
      if (plan.stopAfterTasks !== undefined && tasks >= plan.stopAfterTasks && tests > 0) return;
      minute += 5;
      if (block.content._tag === "test") {
        answerTest(db, pass, ref, block, taskID, minute, tests === 0 && plan.stopAfterTasks !== undefined);
        tests += 1;
      } else if (block.content._tag === "freeTask") {
        if (taskID !== null) submitTask(db, pass, ref, block, taskID, minute, plan.task(tasks));
        tasks += 1;
      } else {
        completeBlock(db, { courseId, userId, now: pass.at(minute), silent: true }, ref, block.contentBlockID, body);
      }
    }
  }
};

/**
 * GUIDE §1 demo passage: six more students; student@demo.ru enrolled so that each of his lists
 * (available, incomplete, completed) has a course, and in course 1 a test answered, one free task on
 * review and one sent back for rework with the teacher's comment; the other students at varied
 * progress in course 1. fresh@demo.ru gets nothing. Fixed dates, from `seededAt`.
 */
export const seedPassage = (db: DbDraft, seededAt: number): void => {
  const extra = seedExtraStudents(db);
  const at = (days: number): number => seededAt + days * DAY;
  const iso = (days: number): string => new Date(at(days)).toISOString();

  const mine = DEMO_STUDENT_COURSES;
  if (enrolIn(db, mine.incomplete, DEMO_STUDENT_ID, iso(1))) {
    const lessons =
      db.courseContents.find((c) => c.course_id === mine.incomplete)?.published?.moduleList.flatMap((m) => m.lessons)
        .length ?? 0;
    // Never the last lesson, so that the course stays incomplete.
    work(db, mine.incomplete, DEMO_STUDENT_ID, at(2), {
      lessons: Math.max(0, lessons - 1),
      task: (n) => (n === 0 ? "onReview" : n === 1 ? "needsWork" : "skip"),
      stopAfterTasks: 2,
    });
  }
  if (enrolIn(db, mine.completed, DEMO_STUDENT_ID, iso(1)))
    work(db, mine.completed, DEMO_STUDENT_ID, at(3), { lessons: Number.MAX_SAFE_INTEGER, task: () => "accepted" });
  for (const courseId of mine.available) enrolIn(db, courseId, DEMO_STUDENT_ID, iso(4));

  // Classmates in course 1, from finished to just enrolled.
  const plans: ReadonlyArray<Plan> = [
    { lessons: Number.MAX_SAFE_INTEGER, task: () => "accepted" },
    { lessons: 4, task: () => "accepted" },
    { lessons: 3, task: (n) => (n === 0 ? "accepted" : "onReview") },
    { lessons: 2, task: () => "onReview" },
    { lessons: 1, task: () => "accepted" },
    { lessons: 0, task: () => "skip" },
  ];
  extra.forEach((userId, i) => {
    if (enrolIn(db, FULL_COURSE_ID, userId, iso(1 + i)))
      work(db, FULL_COURSE_ID, userId, at(2 + i), plans[i] ?? { lessons: 0, task: () => "skip" });
    if (i < 3) enrolIn(db, 2, userId, iso(5));
    else enrolIn(db, mine.completed, userId, iso(5));
  });
};
