import * as Schema from "effect/Schema";
import * as Result from "effect/Result";
import { StudyStatus } from "../passage/study-status";
import { decodeWith } from "./decode";
import type { CourseStatistics } from "../course/settings";

/**
 * The three tables of GET /api/courses/{id}/statistics with their columns (docs/api.md
 * "Statistics"). The model keeps them as loose rows (SPEC §3 names the tables only); the server
 * builds these, and the statistics pages read them typed through `courseTables`.
 */
export const CourseRow = Schema.Struct({
  course_id: Schema.Number,
  course: Schema.String,
  lessons_total: Schema.Number,
  students_enrolled: Schema.Number,
  students_started: Schema.Number,
  students_completed: Schema.Number,
  average_progress: Schema.Number,
  average_test_score: Schema.NullOr(Schema.Number),
  tasks_accepted: Schema.Number,
  tasks_sent_back: Schema.Number,
  submissions_waiting: Schema.Number,
});
export type CourseRow = typeof CourseRow.Type;

export const StudentRow = Schema.Struct({
  student_id: Schema.Number,
  student: Schema.String,
  email: Schema.String,
  progress: Schema.Number,
  lessons_completed: Schema.Number,
  lessons_total: Schema.Number,
  test_score: Schema.NullOr(Schema.Number),
  tasks_accepted: Schema.Number,
  tasks_sent_back: Schema.Number,
  tasks_on_review: Schema.Number,
  completed: Schema.Boolean,
  /** The student's status by the completion rule, in the one vocabulary (domain/passage/study-status). */
  status: StudyStatus,
  enrolled_at: Schema.String,
  last_activity: Schema.NullOr(Schema.String),
});
export type StudentRow = typeof StudentRow.Type;

export const LessonRow = Schema.Struct({
  position: Schema.Number,
  lesson_id: Schema.String,
  module: Schema.String,
  lesson: Schema.String,
  students_started: Schema.Number,
  students_completed: Schema.Number,
  completion_rate: Schema.Number,
  average_test_score: Schema.NullOr(Schema.Number),
  /** Issue #37: of the lesson's free-task works, the percent whose first attempt came on time; null: none sent. */
  on_time_rate: Schema.optionalKey(Schema.NullOr(Schema.Number)),
});
export type LessonRow = typeof LessonRow.Type;

export const CourseTables = Schema.Struct({
  courses: Schema.Array(CourseRow),
  students: Schema.Array(StudentRow),
  lessons: Schema.Array(LessonRow),
});
export type CourseTables = typeof CourseTables.Type;

/** The statistics with typed columns; undefined when a row is not as documented. */
export const courseTables = (statistics: CourseStatistics): CourseTables | undefined => {
  const decoded = decodeWith(CourseTables)(statistics);
  return Result.isSuccess(decoded) ? decoded.success : undefined;
};
