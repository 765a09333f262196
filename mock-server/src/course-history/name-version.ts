import type { CourseRecord } from "@app/domain/api/courses";
import type { VersionEntry } from "@app/domain/course-history/history-entry";
import { versionNameErrors, versionNameOf } from "@app/domain/course-history/version-name";
import { HttpError } from "../http/http-error";
import type { Store } from "../store/store";
import { VERSION_NOT_FOUND, courseHistory, versionEntry } from "./history-view";
import { ensureHistory } from "./record-version";

/**
 * PUT …/history/{version}/name (issue #29): gives a version the author's name, or takes it away
 * (empty). A named version is kept by retention, like a published one, and stays as it was named:
 * when it is the editing session still open, naming ends that session, so the next save makes a new
 * version instead of growing the named one. 404 for an unknown version, 422 `{ name: [...] }` for a
 * name over its limit.
 */
export const nameVersion = async (
  store: Store,
  course: CourseRecord,
  version: number,
  typed: string,
): Promise<VersionEntry> => {
  const problems = versionNameErrors(typed);
  if (problems.length > 0) throw new HttpError(422, "", { name: [...problems] });
  const name = versionNameOf(typed);
  await store.update((db) => {
    const history = ensureHistory(db, store.data, course);
    const record = history.records.find((r) => r.version === version);
    if (record === undefined) throw new HttpError(404, VERSION_NOT_FOUND);
    if (name === null) delete record.name;
    else {
      record.name = name;
      if (history.session?.version === version) delete history.session;
    }
  });
  const db = store.data;
  const history = courseHistory(db, course);
  const record = history.records.find((r) => r.version === version);
  if (record === undefined) throw new HttpError(404, VERSION_NOT_FOUND);
  return versionEntry(db, history, record);
};
