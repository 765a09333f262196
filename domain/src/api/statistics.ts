import * as Schema from "effect/Schema";
import { CourseStatistics } from "../course/settings";
import { StudyStatus } from "../passage/study-status";
import { pageOf } from "./paging";

/**
 * Statistics of the course platform API: GET /api/courses/{id}/statistics (SPEC §3 tables
 * `courses`, `students`, `lessons`) and GET /api/users-statistics (SPEC §6 /usersStatistics).
 * Percentages are whole numbers 0–100; dates are ISO strings.
 */

/** GET /api/courses/{id}/statistics 200 body. The columns are in docs/api.md. */
export const CourseStatisticsResponse = Schema.Struct({ data: CourseStatistics });
export type CourseStatisticsResponse = typeof CourseStatisticsResponse.Type;

export const StatisticsStudent = Schema.Struct({ id: Schema.Number, name: Schema.String, email: Schema.String });
export type StatisticsStudent = typeof StatisticsStudent.Type;

export const StatisticsCourse = Schema.Struct({ id: Schema.Number, name: Schema.String });

/** One student in one course. */
export const UserStatisticsRow = Schema.Struct({
  student: StatisticsStudent,
  course: StatisticsCourse,
  /** Lessons completed of all the course's lessons, in percent. */
  progress: Schema.Number,
  lessons_completed: Schema.Number,
  lessons_total: Schema.Number,
  /** Points of the latest answer to each test block over their maximum, in percent; null before any answer. */
  test_score: Schema.NullOr(Schema.Number),
  tasks_accepted: Schema.Number,
  tasks_sent_back: Schema.Number,
  tasks_on_review: Schema.Number,
  completed: Schema.Boolean,
  /** The student's status by the completion rule, in the one vocabulary (domain/passage/study-status). */
  status: StudyStatus,
  /** When the student completed the course (every lesson), or null. */
  completed_at: Schema.NullOr(Schema.String),
  /** When each of his completed lessons was completed, oldest first: the "completion over time" chart. */
  lesson_completions: Schema.Array(Schema.String),
  last_activity: Schema.NullOr(Schema.String),
});
export type UserStatisticsRow = typeof UserStatisticsRow.Type;

/** GET /api/users-statistics?page=&per_page=&course_id= */
export const UsersStatisticsResponse = pageOf(UserStatisticsRow);
export type UsersStatisticsResponse = typeof UsersStatisticsResponse.Type;
