import { courseHistoryApi, type RestoreTarget } from "../../lib/api/course-history-api";
import { apiClient } from "../../lib/api/client";
import { reloadFromServer } from "../../lib/authoring/course-loader";
import { savedVersion, whenSaved } from "../../lib/authoring/authoring-services";

const api = courseHistoryApi(apiClient);

/** The editor could not get its own unsent changes to the server first: nothing was restored or discarded. */
export class NotSavedError extends Error {}

/**
 * Restore and discard both write a new version on the server. First the editor's own unsent changes
 * go out (so nothing typed is lost, and the request names the version this page stands on: a stale one
 * is refused with 409). Then the open editor takes the server's new copy as its base, so no save
 * queued from the old copy can later overwrite the restored course.
 */
const writeVersion = async (courseID: string, write: (current: number) => Promise<number>): Promise<number> => {
  const saved = await whenSaved(courseID);
  const current = savedVersion(courseID);
  if (!saved || current === undefined) throw new NotSavedError();
  const next = await write(current);
  await reloadFromServer(courseID);
  return next;
};

/** `Восстановить эту версию` (no target), `Вернуть этот урок как было` (lessonID) or the same for one block. */
export const restoreVersion = (courseID: string, version: number, target: RestoreTarget = {}): Promise<number> =>
  writeVersion(courseID, (current) => api.restore(Number(courseID), version, current, target));

/** `Отменить неопубликованные изменения`: the draft becomes the published course again. */
export const discardUnpublished = (courseID: string): Promise<number> =>
  writeVersion(courseID, (current) => api.discard(Number(courseID), current));
