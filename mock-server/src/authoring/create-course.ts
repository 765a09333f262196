import { emptyCourseBody } from "@app/domain/api/course-content";
import type { CourseRecord } from "@app/domain/api/courses";
import { startHistory } from "../course-history/record-version";
import { nextId } from "../store/next-id";
import type { Store } from "../store/store";

/**
 * A new draft course of a school (GUIDE §1 POST /api/courses), its name already checked. Its history
 * starts with version 1, the empty course (what a first save of it starts from).
 */
export const createCourse = (
  store: Store,
  course: { readonly name: string; readonly schoolId: number },
  now: string,
  authorId: number | null,
): Promise<CourseRecord> =>
  store.update((db) => {
    const record: CourseRecord = {
      id: nextId(db, "courses"),
      name: course.name,
      school_id: course.schoolId,
      status: "draft",
      version: 1,
      created_at: now,
    };
    db.courses.push(record);
    startHistory(db, record.id, emptyCourseBody(String(record.id), record.name), {
      kind: "created",
      author_id: authorId,
      now,
    });
    return record;
  });
