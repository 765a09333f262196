import type { CourseStatistics } from "@app/domain/course/settings";
import { courseTables, type LessonRow } from "@app/domain/api/statistics-tables";

export type LessonFunnel = { readonly enrolled: number; readonly lessons: ReadonlyArray<LessonRow> };

/** The lessons and the enrolled count of a course's statistics; undefined when a row is not as documented. */
export const lessonFunnel = (statistics: CourseStatistics): LessonFunnel | undefined => {
  const tables = courseTables(statistics);
  const course = tables?.courses[0];
  return tables === undefined || course === undefined
    ? undefined
    : { enrolled: course.students_enrolled, lessons: tables.lessons };
};
