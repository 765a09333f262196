import { castDraft } from "immer";
import type { CourseBody } from "@app/domain/api/course-content";
import type { IdAssignment } from "@app/domain/course/server-events";
import { HttpError } from "../http/http-error";
import type { Store } from "../store/store";
import { assignIds } from "./assign-ids";
import { normalizeBody } from "./save-rules";

/** GUIDE §1 409, with the authoring wording. */
export const STALE_VERSION_MESSAGE = "Курс изменён в другом окне. Обновите страницу";

export type SavedContent = { readonly version: number; readonly course: CourseBody; readonly assignments: ReadonlyArray<IdAssignment> };

/**
 * Saves a draft whole or not at all, in one store update: the version is checked inside the update,
 * so of two saves from the same version exactly one wins and the other gets 409 with nothing written.
 */
export const saveContent = (store: Store, courseId: number, version: number, body: CourseBody, now: string): Promise<SavedContent> =>
  store.update((db) => {
    const course = db.courses.find((c) => c.id === courseId);
    if (course === undefined) throw new HttpError(404, "");
    if (course.version !== version) throw new HttpError(409, STALE_VERSION_MESSAGE);
    const { course: stored, assignments } = assignIds(db, String(courseId), normalizeBody(body));
    const content = db.courseContents.find((c) => c.course_id === courseId);
    if (content === undefined) {
      db.courseContents.push(castDraft({ course_id: courseId, draft: stored, published: null, draft_changed_at: now, published_at: null }));
    } else {
      content.draft = castDraft(stored);
      content.draft_changed_at = now;
    }
    course.version += 1;
    course.name = stored.general.name.value;
    return { version: course.version, course: stored, assignments };
  });
