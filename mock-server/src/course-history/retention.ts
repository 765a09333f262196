import type { CourseBody } from "@app/domain/api/course-content";
import type { VersionRecord } from "./history-record";
import { stepVersion } from "./open-version";

/**
 * Retention: the draft versions saved before `cutoff` (ISO) are dropped, except every published one,
 * every one the author named (issue #29) and the newest (the current draft). A kept version whose predecessor was dropped becomes a snapshot
 * (its own course, whole) so it still opens; its author, time, kind and summary stay. Returns the
 * same array when nothing is dropped. Pure: the records are not changed.
 */
export const pruneHistory = (
  courseId: number,
  records: ReadonlyArray<VersionRecord>,
  published: ReadonlyArray<number>,
  cutoff: string,
): ReadonlyArray<VersionRecord> => {
  const last = records.length - 1;
  const keep = (record: VersionRecord, i: number): boolean =>
    i === last || record.saved_at >= cutoff || published.includes(record.version) || record.name !== undefined;
  if (records.every(keep)) return records;
  const out: VersionRecord[] = [];
  let body: CourseBody | undefined;
  let dropped = false;
  records.forEach((record, i) => {
    body = stepVersion(courseId, body, record);
    if (!keep(record, i)) {
      dropped = true;
      return;
    }
    if (dropped && record.snapshot === undefined) {
      const { patch: _patch, ids: _ids, steps: _steps, ...facts } = record;
      out.push({ ...facts, snapshot: JSON.stringify(body) });
    } else out.push(record);
    dropped = false;
  });
  return out;
};
