import type { CourseBody } from "@app/domain/api/course-content";
import type { CourseRecord } from "@app/domain/api/courses";
import { bodyPatch } from "@app/domain/course/body-patch";
import { keepingSettings, sameContent } from "@app/domain/course-history/content-only";
import { withBlockRestored, withLessonRestored } from "@app/domain/course-history/restore-target";
import { HttpError } from "../http/http-error";
import type { Store } from "../store/store";
import { savePatch, STALE_VERSION_MESSAGE, type SaveBy } from "../authoring/save-content";
import { courseHistory, draftOf, publishedOf, publishedVersion, versionOr404 } from "./history-view";

export const HISTORY_MESSAGES = {
  lessonNotFound: "Урок не найден в этой версии",
  blockNotFound: "Блок не найден в этой версии",
  neverPublished: "Курс ещё не опубликован",
  nothingToDiscard: "Неопубликованных изменений нет",
} as const;

const refuse = (field: string, message: string): never => {
  throw new HttpError(422, "", { [field]: [message] });
};

const checkCurrent = (course: CourseRecord, version: number): void => {
  if (course.version !== version) throw new HttpError(409, STALE_VERSION_MESSAGE);
};

/**
 * Saves `target`'s content as the course's new draft through the save path: a new version, with its
 * version check. The settings (teachers, seats, the link, the flags, payments) are not versioned
 * content (issue #29): the current ones stay, whatever the version held.
 */
const saveAs = async (
  store: Store,
  course: CourseRecord,
  version: number,
  current: CourseBody,
  target: CourseBody,
  now: string,
  by: SaveBy,
): Promise<{ version: number }> => {
  const saved = await savePatch(
    store,
    course.id,
    version,
    bodyPatch(current, keepingSettings(target, current)),
    now,
    by,
  );
  return { version: saved.version };
};

/**
 * POST /history/{N}/restore: a new version (kind "restore") whose course is version N's, or the
 * current course with one lesson or one block as it was in N. History only grows.
 */
export const restoreVersion = (
  store: Store,
  course: CourseRecord,
  request: { readonly from: number; readonly version: number; readonly lessonID?: string; readonly blockID?: string },
  now: string,
  by: Omit<SaveBy, "kind" | "restored_from">,
): Promise<{ version: number }> => {
  const db = store.data;
  const history = courseHistory(db, course);
  const old = versionOr404(history, request.from).course;
  checkCurrent(course, request.version);
  const current = draftOf(db, course);
  let target: CourseBody = old;
  if (request.lessonID !== undefined) {
    target = withLessonRestored(current, old, request.lessonID) ?? refuse("lessonID", HISTORY_MESSAGES.lessonNotFound);
  } else if (request.blockID !== undefined) {
    target = withBlockRestored(current, old, request.blockID) ?? refuse("blockID", HISTORY_MESSAGES.blockNotFound);
  }
  return saveAs(store, course, request.version, current, target, now, {
    ...by,
    kind: "restore",
    restored_from: request.from,
  });
};

/**
 * POST /history/discard: a new version (kind "discard") whose content is the published course's, so
 * nothing differs from it afterwards (the settings are shared with the published copy already).
 */
export const discardChanges = (
  store: Store,
  course: CourseRecord,
  version: number,
  now: string,
  by: Omit<SaveBy, "kind" | "restored_from">,
): Promise<{ version: number }> => {
  const db = store.data;
  checkCurrent(course, version);
  const published = publishedOf(db, course);
  if (published === null) throw new HttpError(422, "", { version: [HISTORY_MESSAGES.neverPublished] });
  const current = draftOf(db, course);
  if (sameContent(current, published)) throw new HttpError(422, "", { version: [HISTORY_MESSAGES.nothingToDiscard] });
  return saveAs(store, course, version, current, published, now, {
    ...by,
    kind: "discard",
    restored_from: publishedVersion(courseHistory(db, course)),
  });
};
