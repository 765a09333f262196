import { castDraft } from "immer";
import * as Schema from "effect/Schema";
import { CourseBody } from "@app/domain/api/course-content";
import { applyPatch, type Assigner } from "@app/domain/course/apply-patch";
import { ContentPatch } from "@app/domain/course/content-patch";
import { isServerId } from "../authoring/assign-ids";
import type { VersionRecord } from "./history-record";

const isBody = Schema.is(CourseBody);
const isPatch = Schema.is(ContentPatch);

/** A stored version that does not decode: the history is damaged (never the user's doing). */
export class DamagedHistory extends Error {
  constructor(courseId: number, version: number, what: string) {
    super(`course ${courseId}, version ${version}: ${what}`);
    this.name = "DamagedHistory";
  }
}

/**
 * Parses stored JSON and checks it against its schema. The parsed value itself is kept (the check
 * builds nothing), so its keys stay in the order they were saved in and a replay is byte-identical.
 */
const parse = <T>(text: string, is: (u: unknown) => u is T, fail: () => never): T => {
  const value: unknown = JSON.parse(text);
  return is(value) ? value : fail();
};

/** Hands out the ids a save was given, in the order the save asked for them; a server id stays as it is. */
export const replayAssigner = (ids: ReadonlyArray<string>, fail: () => never): Assigner => {
  let next = 0;
  return (_collection, id) => {
    if (isServerId(id)) return id;
    const given = ids[next] ?? fail();
    next += 1;
    return given;
  };
};

/**
 * The draft after `record`, from the draft after the record before it (`body`, changed in place and
 * returned) or, for a snapshot, from the snapshot alone; then the later saves of its session.
 */
export const stepVersion = (courseId: number, body: CourseBody | undefined, record: VersionRecord): CourseBody => {
  const fail = (what: string) => (): never => {
    throw new DamagedHistory(courseId, record.version, what);
  };
  const apply = (to: CourseBody, text: string, ids: ReadonlyArray<string>): void => {
    const patch = parse(text, isPatch, fail("the change is not a content patch"));
    applyPatch(replayAssigner(ids, fail("fewer ids than the change needs")), String(courseId), castDraft(to), patch);
  };
  let out: CourseBody;
  if (record.snapshot !== undefined) out = parse(record.snapshot, isBody, fail("the snapshot is not a course"));
  else {
    if (body === undefined || record.patch === undefined) return fail("no snapshot before this change")();
    apply(body, record.patch, record.ids ?? []);
    out = body;
  }
  for (const step of record.steps ?? []) apply(out, step.patch, step.ids);
  return out;
};

/**
 * Where course version `version` is in the history: the record of that number, or the one whose
 * editing session took it in (issue #29: a record holds the versions `since`..`version`). -1 when
 * none holds it.
 */
export const indexOfVersion = (records: ReadonlyArray<VersionRecord>, version: number): number =>
  records.findIndex(
    (r) => r.version === version || (r.since !== undefined && r.since <= version && version < r.version),
  );

/** Where the replay to `index` starts: the nearest snapshot at or before it. */
export const snapshotBefore = (records: ReadonlyArray<VersionRecord>, index: number): number => {
  for (let i = index; i >= 0; i -= 1) if (records[i]?.snapshot !== undefined) return i;
  return -1;
};

/**
 * The course as it was at `version` (at the end of the editing session that holds it): the nearest
 * snapshot at or before it and the changes after it, applied by the same domain function as the save
 * (domain/src/course/apply-patch.ts). Undefined when the history has no such version. Pure: nothing
 * stored is touched (the snapshot is parsed afresh).
 */
export const openVersion = (
  courseId: number,
  records: ReadonlyArray<VersionRecord>,
  version: number,
): CourseBody | undefined => {
  const index = indexOfVersion(records, version);
  if (index < 0) return undefined;
  const from = snapshotBefore(records, index);
  if (from < 0) throw new DamagedHistory(courseId, version, "no snapshot at or before it");
  let body: CourseBody | undefined;
  for (let i = from; i <= index; i += 1) {
    const record = records[i];
    if (record !== undefined) body = stepVersion(courseId, body, record);
  }
  return body;
};
