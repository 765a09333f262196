import * as Schema from "effect/Schema";

/**
 * The items a version changed (issue #22): every section, lesson, task and block it added, changed,
 * moved or deleted, with what an added or deleted item held, and the lessons and sections that hold a
 * changed item (so the history's filter by section or lesson finds it). Each list in course order,
 * without repeats.
 */
export const ChangedIds = Schema.Struct({
  modules: Schema.Array(Schema.String),
  lessons: Schema.Array(Schema.String),
  tasks: Schema.Array(Schema.String),
  blocks: Schema.Array(Schema.String),
});
export type ChangedIds = typeof ChangedIds.Type;

export const noChangedIds: ChangedIds = { modules: [], lessons: [], tasks: [], blocks: [] };
