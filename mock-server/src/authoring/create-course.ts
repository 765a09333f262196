import type { CourseRecord } from "@app/domain/api/courses";
import { nextId } from "../store/next-id";
import type { Store } from "../store/store";

/** A new draft course of a school (GUIDE §1 POST /api/courses), its name already checked. */
export const createCourse = (
  store: Store,
  course: { readonly name: string; readonly schoolId: number },
  now: string,
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
    return record;
  });
