import * as Schema from "effect/Schema";

/** One slot of a course that a step changed: its path inside the course and the value before (absent: no key). */
export const Slot = Schema.Struct({
  path: Schema.Array(Schema.String),
  present: Schema.Boolean,
  value: Schema.Unknown,
});
export type Slot = typeof Slot.Type;

/** One undo step: one user action, or several text edits of one field within a pause. */
export const Step = Schema.Struct({
  group: Schema.NullOr(Schema.String),
  at: Schema.NullOr(Schema.Finite),
  slots: Schema.Array(Slot),
});
export type Step = typeof Step.Type;

export const CourseHistory = Schema.Struct({ undo: Schema.Array(Step), redo: Schema.Array(Step) });
export type CourseHistory = typeof CourseHistory.Type;

/** Text edits of one field closer together than this form one undo step. */
export const TEXT_PAUSE_MS = 1000;
/** Steps kept per course at least; older ones fall off (in batches, up to twice as many are kept). */
export const HISTORY_LIMIT = 100;
