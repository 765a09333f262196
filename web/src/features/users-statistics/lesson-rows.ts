import * as Schema from "effect/Schema";
import * as Result from "effect/Result";
import { decodeWith } from "@app/domain/api/decode";
import type { CourseStatistics } from "@app/domain/course/settings";

/** The columns of the course statistics' `lessons` table this page draws (docs/api.md "Statistics"). */
const LessonRow = Schema.Struct({
  position: Schema.Number,
  lesson: Schema.String,
  students_started: Schema.Number,
  students_completed: Schema.Number,
  completion_rate: Schema.Number,
});
export type LessonRow = typeof LessonRow.Type;

const Enrolled = Schema.Struct({ students_enrolled: Schema.Number });

export type LessonFunnel = { readonly enrolled: number; readonly lessons: ReadonlyArray<LessonRow> };

/** The lessons and the enrolled count of a course's statistics; undefined when a row is not as documented. */
export const lessonFunnel = (statistics: CourseStatistics): LessonFunnel | undefined => {
  const lessons = decodeWith(Schema.Array(LessonRow))(statistics.lessons);
  const course = decodeWith(Enrolled)(statistics.courses[0]);
  if (Result.isFailure(lessons) || Result.isFailure(course)) return undefined;
  return { enrolled: course.success.students_enrolled, lessons: lessons.success };
};
