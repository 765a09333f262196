import * as Schema from "effect/Schema";
import { ChangedIds, VersionKind } from "@app/domain/course-history/history-entry";

/**
 * One saved version of a course. It holds either the whole draft after it (`snapshot`) or the change
 * that led to it from the version before (`patch`, as applied: after normalizePatch) with `ids`, the
 * server ids the save handed out in the order it asked for them (so a replay gives the same ids
 * without the counters). Both are kept as JSON text: the store's start decodes a string, not a
 * course tree, and a version is decoded (ContentPatch / CourseBody) only when it is opened.
 */
export const VersionRecord = Schema.Struct({
  version: Schema.Number,
  saved_at: Schema.String,
  author_id: Schema.NullOr(Schema.Number),
  kind: VersionKind,
  summary: Schema.Array(Schema.String),
  changed: ChangedIds,
  restored_from: Schema.NullOr(Schema.Number),
  patch: Schema.optionalKey(Schema.String),
  ids: Schema.optionalKey(Schema.Array(Schema.String)),
  snapshot: Schema.optionalKey(Schema.String),
});
export type VersionRecord = typeof VersionRecord.Type;

/**
 * A course's history: its versions, oldest first (appended, never rewritten: retention folds the
 * pruned ones into a snapshot record), the versions that were published, and what the snapshot
 * rule needs without reading the records (the size of the last snapshot, the patch bytes and the
 * versions since it).
 */
export const CourseHistoryRecord = Schema.Struct({
  course_id: Schema.Number,
  published: Schema.Array(Schema.Number),
  snapshot_bytes: Schema.Number,
  bytes_since_snapshot: Schema.Number,
  versions_since_snapshot: Schema.Number,
  /** When retention last ran on this course (ISO), so it runs at most once a day. */
  pruned_at: Schema.NullOr(Schema.String),
  records: Schema.Array(VersionRecord),
});
export type CourseHistoryRecord = typeof CourseHistoryRecord.Type;
