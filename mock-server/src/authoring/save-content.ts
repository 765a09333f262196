import { castDraft, type Draft } from "immer";
import { emptyCourseBody, type CourseBody } from "@app/domain/api/course-content";
import { bodyPatch } from "@app/domain/course/body-patch";
import type { ContentPatch } from "@app/domain/course/content-patch";
import type { IdAssignment } from "@app/domain/course/server-events";
import { HttpError } from "../http/http-error";
import type { Store } from "../store/store";
import { changesContent, contentPatchOf } from "@app/domain/course-history/content-only";
import { remapChangedIds, remapChanges } from "@app/domain/course-history/touched";
import { describeChange } from "../course-history/describe-change";
import { ensureHistory, type Retention } from "../course-history/record-version";
import { endSession, recordSave } from "../course-history/session-version";
import type { CourseContentRecord } from "../store/platform-records";
import { applyPatch, type GivenIds } from "./apply-patch";
import { assignIds } from "./assign-ids";
import { normalizeBody, normalizePatch } from "./save-rules";
import { contentOfCourse, courseById } from "../store/lookups";
import { newCourseContent } from "../store/course-content-record";

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
  /** The author's `Сохранить`: this save ends the version's editing session (issue #29). */
  readonly endsVersion?: boolean;
};

/**
 * Settings are not versioned content (issue #29): they take effect for students at once, so a save
 * that sets them writes them to the published copy too, when there is one.
 */
const settingsToPublished = (content: Draft<CourseContentRecord>, patch: ContentPatch): void => {
  if (patch.settings !== undefined && content.published !== null)
    content.published.settings = castDraft(patch.settings);
};

/**
 * Saves a draft whole or not at all, in one store update: the version is checked inside the update,
 * so of two saves from the same version exactly one wins and the other gets 409 with nothing written.
 * The history gets the new version in the same update, as a snapshot (a whole save is a whole
 * course), when the content changed (issue #29).
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
    const course = courseById(db.courses, courseId);
    if (course === undefined) throw new HttpError(404, "");
    if (course.version !== version) throw new HttpError(409, STALE_VERSION_MESSAGE);
    const history = ensureHistory(db, store.data, course);
    const { course: stored, assignments } = assignIds(db, String(courseId), normalizeBody(body));
    const content = contentOfCourse(db.courseContents, courseId);
    const before: CourseBody =
      contentOfCourse(store.data.courseContents, courseId)?.draft ?? emptyCourseBody(String(courseId), course.name);
    const whole = bodyPatch(before, stored);
    const recorded = contentPatchOf(whole);
    const described = describeChange(before, recorded);
    if (content === undefined) {
      db.courseContents.push(newCourseContent(courseId, stored, now));
    } else {
      content.draft = castDraft(stored);
      content.draft_changed_at = now;
      settingsToPublished(content, whole);
    }
    course.version += 1;
    course.name = stored.general.name.value;
    if (changesContent(before, recorded, described.changes))
      recordSave(
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
        by.endsVersion ?? false,
      );
    else if (by.endsVersion === true) endSession(history);
    return { version: course.version, course: stored, assignments };
  });

/** The stored draft itself, not through an update's proxy: for read-only walks inside an update. */
const rawDraft = (store: Store, courseId: number) => (): CourseBody => {
  const draft = contentOfCourse(store.data.courseContents, courseId)?.draft;
  if (draft === undefined) throw new Error(`course ${courseId} has no draft`);
  return draft;
};

export type SavedPatch = { readonly version: number; readonly assignments: ReadonlyArray<IdAssignment> };

/**
 * Saves the change since `version` (PATCH): the same one-transaction version check as a whole save,
 * and the draft is changed in place where the patch says, so the cost is the change's, not the course's.
 * The history gets the patch as applied (without the settings) and the ids it was given, in the same
 * update, when the content changed: into the version of the author's editing session, or as a new one
 * (issue #29). The course's version moves on with every save all the same (the 409 check).
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
    const course = courseById(db.courses, courseId);
    if (course === undefined) throw new HttpError(404, "");
    if (course.version !== version) throw new HttpError(409, STALE_VERSION_MESSAGE);
    const history = ensureHistory(db, store.data, course);
    let content = contentOfCourse(db.courseContents, courseId);
    if (content === undefined) {
      db.courseContents.push(newCourseContent(courseId, emptyCourseBody(String(courseId), course.name), now));
      content = db.courseContents[db.courseContents.length - 1];
    }
    if (content === undefined) throw new HttpError(404, "");
    const applied = normalizePatch(patch);
    // The version records the content only: settings are not versioned (issue #29).
    const recorded = contentPatchOf(applied);
    // Read without the update's recording proxy (the same objects, unwrapped): describing the change
    // and a snapshot walk the draft, and read-only walks need no recording.
    const raw = rawDraft(store, courseId);
    const before = raw();
    const described = describeChange(before, recorded);
    const changed = changesContent(before, recorded, described.changes);
    const given: GivenIds = [];
    const assignments = applyPatch(db, String(courseId), content.draft, applied, given);
    settingsToPublished(content, applied);
    content.draft_changed_at = now;
    course.version += 1;
    if (patch.general) course.name = content.draft.general.name.value;
    if (changed)
      recordSave(
        history,
        {
          version: course.version,
          now,
          author_id: by.author_id,
          kind: by.kind ?? "save",
          restored_from: by.restored_from ?? null,
          changes: remapChanges(described.changes, assignments),
          changed: remapChangedIds(described.changed, assignments),
        },
        { patch: recorded, ids: given },
        raw,
        by.retention,
        by.endsVersion ?? false,
      );
    else if (by.endsVersion === true) endSession(history);
    return { version: course.version, assignments };
  });
