import { castDraft, type Draft } from "immer";
import { emptyCourseBody } from "@app/domain/api/course-content";
import type { CourseRecord } from "@app/domain/api/courses";
import type { CourseContentRecord } from "../store/platform-records";
import type { DbDraft } from "../store/store";

/**
 * The course's content inside an update. A course that was never saved has none: it gets a draft
 * of the defaults (unpublished), so access settings such as teachers and the link have a home.
 */
export const ensureContent = (db: DbDraft, course: CourseRecord): Draft<CourseContentRecord> => {
  const existing = db.courseContents.find((c) => c.course_id === course.id);
  if (existing !== undefined) return existing;
  const created = castDraft({ course_id: course.id, draft: emptyCourseBody(String(course.id), course.name), published: null, draft_changed_at: course.created_at, published_at: null });
  db.courseContents.push(created);
  return created;
};
