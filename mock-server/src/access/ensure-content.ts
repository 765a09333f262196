import type { Draft } from "immer";
import { emptyCourseBody } from "@app/domain/api/course-content";
import type { CourseRecord } from "@app/domain/api/courses";
import type { CourseContentRecord } from "../store/platform-records";
import type { DbDraft } from "../store/store";
import type { Store } from "../store/store";
import { contentOfCourse } from "../store/lookups";
import { newCourseContent } from "../store/course-content-record";

/**
 * The course's content inside an update. A course that was never saved has none: it gets a draft
 * of the defaults (unpublished), so access settings such as teachers and the link have a home.
 */
export const ensureContent = (db: DbDraft, course: CourseRecord): Draft<CourseContentRecord> => {
  const existing = contentOfCourse(db.courseContents, course.id);
  if (existing !== undefined) return existing;
  const created = newCourseContent(course.id, emptyCourseBody(String(course.id), course.name), course.created_at);
  db.courseContents.push(created);
  return created;
};

/** The course's access link set in its draft and, once published, in its published settings. */
export const setAccessLink = (store: Store, course: CourseRecord, link: string): Promise<void> =>
  store.update((db) => {
    const content = ensureContent(db, course);
    content.draft.settings.accesses.link = link;
    if (content.published !== null) content.published.settings.accesses.link = link;
  });
