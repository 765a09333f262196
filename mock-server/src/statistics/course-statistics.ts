import type { CourseRecord } from "@app/domain/api/courses";
import type { CourseTables } from "@app/domain/api/statistics-tables";
import type { DbData } from "../store/db-schema";
import { lessonsOf } from "./course-lessons";
import {
  activityIndex,
  latestAttempts,
  percent,
  progressColumns,
  scoreOf,
  studentProgress,
  type StudentProgress,
} from "./student-progress";
import { displayName } from "./student-name";
import { onTimeRate } from "@app/domain/deadlines/on-time-rate";

const average = (values: ReadonlyArray<number>): number | null =>
  values.length === 0 ? null : Math.round(values.reduce((a, b) => a + b, 0) / values.length);

/** Every enrolled student's progress in the course, by name. */
export const courseProgress = (db: DbData, course: CourseRecord): ReadonlyArray<StudentProgress> => {
  const lessons = lessonsOf(db, course.id);
  const index = activityIndex(db);
  return db.enrolments
    .filter((e) => e.course_id === course.id)
    .map((e) => studentProgress(index, course.id, e.user_id, e.enrolled_at, lessons));
};

/**
 * SPEC §3 course statistics, as three tables (columns documented in docs/api.md):
 * `courses` one row for the course, `students` one per enrolled student, `lessons` one per lesson.
 */
export const courseStatistics = (db: DbData, course: CourseRecord): CourseTables => {
  const lessons = lessonsOf(db, course.id);
  const users = new Map(db.users.map((u) => [u.id, u]));
  const progress = courseProgress(db, course);
  const studentIds = new Set(progress.map((p) => p.userId));
  const waiting = db.submissions.filter(
    (s) => s.course_id === course.id && s.status === "onReview" && studentIds.has(s.user_id),
  ).length;
  const courses = [
    {
      course_id: course.id,
      course: course.name,
      lessons_total: lessons.length,
      students_enrolled: progress.length,
      students_started: progress.filter((p) => p.lessonsStarted > 0).length,
      students_completed: progress.filter((p) => p.completed).length,
      average_progress: average(progress.map((p) => p.progress)) ?? 0,
      average_test_score: average(progress.flatMap((p) => (p.testScore === null ? [] : [p.testScore]))),
      tasks_accepted: progress.reduce((sum, p) => sum + p.tasksAccepted, 0),
      tasks_sent_back: progress.reduce((sum, p) => sum + p.tasksSentBack, 0),
      submissions_waiting: waiting,
    },
  ];
  const students = progress
    .map((p) => ({
      student_id: p.userId,
      student: displayName(users.get(p.userId)),
      email: users.get(p.userId)?.email ?? "",
      ...progressColumns(p),
      enrolled_at: p.enrolledAt,
      last_activity: p.lastActivity,
    }))
    .sort((a, b) => a.student.localeCompare(b.student, "ru") || a.student_id - b.student_id);
  const attempts = db.testAttempts.filter((a) => a.course_id === course.id && studentIds.has(a.user_id));
  const works = db.submissions.filter((s) => s.course_id === course.id && studentIds.has(s.user_id));
  const lessonRows = lessons.map((lesson, index) => {
    const blocks = new Set(lesson.testBlockIds);
    const scores = [...studentIds].flatMap((userId) => {
      const score = scoreOf(latestAttempts(attempts.filter((a) => a.user_id === userId && blocks.has(a.block_id))));
      return score === null ? [] : [score];
    });
    const started = progress.filter((p) => p.startedLessonIds.has(lesson.lessonId)).length;
    const completed = progress.filter((p) => p.completedLessonIds.has(lesson.lessonId)).length;
    return {
      position: index + 1,
      lesson_id: lesson.lessonId,
      module: lesson.moduleName,
      lesson: lesson.lessonName,
      students_started: started,
      students_completed: completed,
      completion_rate: percent(completed, progress.length),
      average_test_score: average(scores),
      on_time_rate: onTimeRate(
        works
          .filter((s) => s.lesson_id === lesson.lessonId)
          .map((s) => ({ firstAttemptLate: s.attempts[0]?.late === true })),
      ),
    };
  });
  return { courses, students, lessons: lessonRows };
};
