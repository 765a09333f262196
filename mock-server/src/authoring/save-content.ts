import { castDraft } from "immer";
import { emptyCourseBody, type CourseBody } from "@app/domain/api/course-content";
import type { ContentPatch } from "@app/domain/course/content-patch";
import type { IdAssignment } from "@app/domain/course/server-events";
import { HttpError } from "../http/http-error";
import type { Store } from "../store/store";
import { applyPatch } from "./apply-patch";
import { assignIds } from "./assign-ids";
import { normalizeBody, normalizePatch } from "./save-rules";

/** GUIDE §1 409, with the authoring wording. */
export const STALE_VERSION_MESSAGE = "Курс изменён в другом окне. Обновите страницу";

export type SavedContent = {
  readonly version: number;
  readonly course: CourseBody;
  readonly assignments: ReadonlyArray<IdAssignment>;
};

/**
 * Saves a draft whole or not at all, in one store update: the version is checked inside the update,
 * so of two saves from the same version exactly one wins and the other gets 409 with nothing written.
 */
export const saveContent = (
  store: Store,
  courseId: number,
  version: number,
  body: CourseBody,
  now: string,
): Promise<SavedContent> =>
  store.update((db) => {
    const course = db.courses.find((c) => c.id === courseId);
    if (course === undefined) throw new HttpError(404, "");
    if (course.version !== version) throw new HttpError(409, STALE_VERSION_MESSAGE);
    const { course: stored, assignments } = assignIds(db, String(courseId), normalizeBody(body));
    const content = db.courseContents.find((c) => c.course_id === courseId);
    if (content === undefined) {
      db.courseContents.push(
        castDraft({ course_id: courseId, draft: stored, published: null, draft_changed_at: now, published_at: null }),
      );
    } else {
      content.draft = castDraft(stored);
      content.draft_changed_at = now;
    }
    course.version += 1;
    course.name = stored.general.name.value;
    return { version: course.version, course: stored, assignments };
  });

export type SavedPatch = { readonly version: number; readonly assignments: ReadonlyArray<IdAssignment> };

/**
 * Saves the change since `version` (PATCH): the same one-transaction version check as a whole save,
 * and the draft is changed in place where the patch says, so the cost is the change's, not the course's.
 */
export const savePatch = (
  store: Store,
  courseId: number,
  version: number,
  patch: ContentPatch,
  now: string,
): Promise<SavedPatch> =>
  store.update((db) => {
    const course = db.courses.find((c) => c.id === courseId);
    if (course === undefined) throw new HttpError(404, "");
    if (course.version !== version) throw new HttpError(409, STALE_VERSION_MESSAGE);
    let content = db.courseContents.find((c) => c.course_id === courseId);
    if (content === undefined) {
      db.courseContents.push(
        castDraft({
          course_id: courseId,
          draft: emptyCourseBody(String(courseId), course.name),
          published: null,
          draft_changed_at: now,
          published_at: null,
        }),
      );
      content = db.courseContents[db.courseContents.length - 1];
    }
    if (content === undefined) throw new HttpError(404, "");
    const assignments = applyPatch(db, String(courseId), content.draft, normalizePatch(patch));
    content.draft_changed_at = now;
    course.version += 1;
    if (patch.general) course.name = content.draft.general.name.value;
    return { version: course.version, assignments };
  });
