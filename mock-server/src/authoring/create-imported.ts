import { castDraft } from "immer";
import type { CourseBody } from "@app/domain/api/course-content";
import { nextId } from "../store/next-id";
import type { Store } from "../store/store";
import { assignIds } from "./assign-ids";

/** Creates a draft course from an import plan: fresh course id, fresh content ids, in the caller's school. */
export const createImported = (store: Store, schoolId: number, body: CourseBody, now: string): Promise<number> =>
  store.update((db) => {
    const id = nextId(db, "courses");
    const { course } = assignIds(db, String(id), body);
    db.courses.push({
      id,
      name: course.general.name.value,
      school_id: schoolId,
      status: "draft",
      version: 1,
      created_at: now,
    });
    db.courseContents.push(
      castDraft({ course_id: id, draft: course, published: null, draft_changed_at: now, published_at: null }),
    );
    return id;
  });
