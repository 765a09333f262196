import { emptyCourseBody, type CourseBody } from "@app/domain/api/course-content";
import type { CourseRecord } from "@app/domain/api/courses";
import { contentOf } from "./course-access";
import type { DbData } from "../store/db-schema";

/**
 * What students take of a course: its published body. A published course whose content was never
 * saved has an empty one; a course that was never published has none.
 */
export const publishedBody = (db: DbData, course: CourseRecord): CourseBody | null => {
  const content = contentOf(db, course.id);
  if (content?.published != null) return content.published;
  return course.status === "published" ? emptyCourseBody(String(course.id), course.name) : null;
};

/** The settings that rule access: the published ones, or the draft's before the first publish. */
export const liveBody = (db: DbData, course: CourseRecord): CourseBody =>
  publishedBody(db, course) ?? contentOf(db, course.id)?.draft ?? emptyCourseBody(String(course.id), course.name);
