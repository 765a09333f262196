import { castDraft } from "immer";
import { emptyCourseBody, type CourseBody } from "@app/domain/api/course-content";
import { bodyPatch } from "@app/domain/course/body-patch";
import type { ContentPatch } from "@app/domain/course/content-patch";
import type { IdAssignment } from "@app/domain/course/server-events";
import { HttpError } from "../http/http-error";
import type { Store } from "../store/store";
import { remapChangedIds } from "@app/domain/course-history/touched";
import { describeChange } from "../history/describe-change";
import { appendVersion, ensureHistory, type Retention } from "../history/record-version";
import { applyPatch, type GivenIds } from "./apply-patch";
import { assignIds } from "./assign-ids";
import { normalizeBody, normalizePatch } from "./save-rules";

/** GUIDE §1 409, with the authoring wording. */
export const STALE_VERSION_MESSAGE = "Курс изменён в другом окне. Обновите страницу";

export type SavedContent = {
  readonly version: number;
  readonly course: CourseBody;
  readonly assignments: ReadonlyArray<IdAssignment>;
};

/** Who saves and how the version is kept in the course's history (issue #22). */
export type SaveBy = {
  readonly author_id: number | null;
  readonly retention: Retention;
  /** A restore or a discard goes through the same save; a plain save by default. */
  readonly kind?: "save" | "restore" | "discard";
  readonly restored_from?: number | null;
};

/**
 * Saves a draft whole or not at all, in one store update: the version is checked inside the update,
 * so of two saves from the same version exactly one wins and the other gets 409 with nothing written.
 * The history gets the new version in the same update, as a snapshot (a whole save is a whole course).
 */
export const saveContent = (
  store: Store,
  courseId: number,
  version: number,
  body: CourseBody,
  now: string,
  by: SaveBy,
): Promise<SavedContent> =>
  store.update((db) => {
    const course = db.courses.find((c) => c.id === courseId);
    if (course === undefined) throw new HttpError(404, "");
    if (course.version !== version) throw new HttpError(409, STALE_VERSION_MESSAGE);
    const history = ensureHistory(db, store.data, course);
    const { course: stored, assignments } = assignIds(db, String(courseId), normalizeBody(body));
    const content = db.courseContents.find((c) => c.course_id === courseId);
    const before: CourseBody =
      store.data.courseContents.find((c) => c.course_id === courseId)?.draft ??
      emptyCourseBody(String(courseId), course.name);
    const described = describeChange(before, bodyPatch(before, stored));
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
    appendVersion(
      history,
      {
        version: course.version,
        now,
        author_id: by.author_id,
        kind: by.kind ?? "save",
        restored_from: null,
        ...described,
      },
      null,
      () => stored,
      by.retention,
    );
    return { version: course.version, course: stored, assignments };
  });

/** The stored draft itself, not through an update's proxy: for read-only walks inside an update. */
const rawDraft = (store: Store, courseId: number) => (): CourseBody => {
  const draft = store.data.courseContents.find((c) => c.course_id === courseId)?.draft;
  if (draft === undefined) throw new Error(`course ${courseId} has no draft`);
  return draft;
};

export type SavedPatch = { readonly version: number; readonly assignments: ReadonlyArray<IdAssignment> };

/**
 * Saves the change since `version` (PATCH): the same one-transaction version check as a whole save,
 * and the draft is changed in place where the patch says, so the cost is the change's, not the course's.
 * The history gets the patch as applied and the ids it was given, in the same update.
 */
export const savePatch = (
  store: Store,
  courseId: number,
  version: number,
  patch: ContentPatch,
  now: string,
  by: SaveBy,
): Promise<SavedPatch> =>
  store.update((db) => {
    const course = db.courses.find((c) => c.id === courseId);
    if (course === undefined) throw new HttpError(404, "");
    if (course.version !== version) throw new HttpError(409, STALE_VERSION_MESSAGE);
    const history = ensureHistory(db, store.data, course);
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
    const applied = normalizePatch(patch);
    // Read without the update's recording proxy (the same objects, unwrapped): describing the change
    // and a snapshot walk the draft, and read-only walks need no recording.
    const raw = rawDraft(store, courseId);
    const described = describeChange(raw(), applied);
    const given: GivenIds = [];
    const assignments = applyPatch(db, String(courseId), content.draft, applied, given);
    content.draft_changed_at = now;
    course.version += 1;
    if (patch.general) course.name = content.draft.general.name.value;
    appendVersion(
      history,
      {
        version: course.version,
        now,
        author_id: by.author_id,
        kind: by.kind ?? "save",
        restored_from: by.restored_from ?? null,
        summary: described.summary,
        changed: remapChangedIds(described.changed, assignments),
      },
      { patch: applied, ids: given },
      raw,
      by.retention,
    );
    return { version: course.version, assignments };
  });
