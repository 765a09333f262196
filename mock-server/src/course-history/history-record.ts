import * as Schema from "effect/Schema";
import { ChangedIds, VersionKind } from "@app/domain/course-history/history-entry";

/**
 * One saved version of a course. It holds either the whole draft after it (`snapshot`) or the change
 * that led to it from the version before (`patch`, as applied: after normalizePatch, without the
 * settings, which are not versioned) with `ids`, the server ids the save handed out in the order it
 * asked for them (so a replay gives the same ids without the counters). Both are kept as JSON text:
 * the store's start decodes a string, not a course tree, and a version is decoded (ContentPatch /
 * CourseBody) only when it is opened. A version is one editing session (issue #29): the session's
 * later saves follow as `steps`, so each save stores only its own change.
 */
/** A later save of the same editing session: its patch as applied and the ids it was given (issue #29). */
export const SessionStep = Schema.Struct({ patch: Schema.String, ids: Schema.Array(Schema.String) });
export type SessionStep = typeof SessionStep.Type;

export const VersionRecord = Schema.Struct({
  /** The newest course version it holds (the course's version after its last save). */
  version: Schema.Number,
  /** When it holds several saves of one editing session: the course version of the first (issue #29). */
  since: Schema.optionalKey(Schema.Number),
  saved_at: Schema.String,
  author_id: Schema.NullOr(Schema.Number),
  kind: VersionKind,
  summary: Schema.Array(Schema.String),
  changed: ChangedIds,
  restored_from: Schema.NullOr(Schema.Number),
  patch: Schema.optionalKey(Schema.String),
  ids: Schema.optionalKey(Schema.Array(Schema.String)),
  snapshot: Schema.optionalKey(Schema.String),
  /** The session's later saves, applied in order after `patch` or `snapshot`. */
  steps: Schema.optionalKey(Schema.Array(SessionStep)),
  /** The name the author gave the version (issue #29). */
  name: Schema.optionalKey(Schema.String),
});
export type VersionRecord = typeof VersionRecord.Type;

/**
 * A course's history: its versions, oldest first (appended; only the newest grows while its editing
 * session is open, and retention folds the pruned ones into a snapshot record), the versions that
 * were published, and what the snapshot rule needs without reading the records (the size of the
 * last snapshot, the patch bytes and the saves since it).
 */
export const CourseHistoryRecord = Schema.Struct({
  course_id: Schema.Number,
  published: Schema.Array(Schema.Number),
  snapshot_bytes: Schema.Number,
  bytes_since_snapshot: Schema.Number,
  versions_since_snapshot: Schema.Number,
  /** When retention last ran on this course (ISO), so it runs at most once a day. */
  pruned_at: Schema.NullOr(Schema.String),
  /**
   * The newest version while its editing session is open (issue #29): its number and each save's
   * changes (a CourseChange[] as JSON text per save, appended), which the next save's are joined to.
   * Absent once the session ended (the author's `Сохранить`, a publish, a restore or a discard).
   */
  session: Schema.optionalKey(Schema.Struct({ version: Schema.Number, changes: Schema.Array(Schema.String) })),
  records: Schema.Array(VersionRecord),
});
export type CourseHistoryRecord = typeof CourseHistoryRecord.Type;
