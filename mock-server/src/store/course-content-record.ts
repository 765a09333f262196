import { castDraft, type Draft } from "immer";
import type { CourseBody } from "@app/domain/api/course-content";
import type { CourseContentRecord } from "./platform-records";

/**
 * A course's new content record: `draft` changed `at`, and, when `published`, the same body published
 * then too; otherwise unpublished (null) until the first publish.
 */
export const newCourseContent = (
  courseId: number,
  draft: CourseBody,
  at: string,
  published = false,
): Draft<CourseContentRecord> =>
  castDraft({
    course_id: courseId,
    draft,
    published: published ? draft : null,
    draft_changed_at: at,
    published_at: published ? at : null,
  });
