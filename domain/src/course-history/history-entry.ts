import * as Schema from "effect/Schema";
import { ChangedIds } from "./changed-ids";

export { ChangedIds } from "./changed-ids";

/** How a version came about: the course's creation, a save, a restore, a discard of unpublished changes, an import, a copy. */
export const VersionKind = Schema.Literals(["created", "save", "restore", "discard", "import", "copy"]);
export type VersionKind = typeof VersionKind.Type;

/** Who saved a version (null when the account is gone or the version was made by the system). */
export const VersionAuthor = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  surname: Schema.String,
  email: Schema.String,
});
export type VersionAuthor = typeof VersionAuthor.Type;

/**
 * One version of a course in its history (issue #22): its number, when and by whom it was saved, how,
 * its summary lines (summarize.ts), whether it was published, the version it restored, and the items
 * it changed against the version before it.
 */
export const VersionEntry = Schema.Struct({
  version: Schema.Number,
  saved_at: Schema.String,
  author: Schema.NullOr(VersionAuthor),
  kind: VersionKind,
  summary: Schema.Array(Schema.String),
  published: Schema.Boolean,
  restored_from: Schema.NullOr(Schema.Number),
  changed: ChangedIds,
  /** The name the author gave it (issue #29), when he gave one. */
  name: Schema.optionalKey(Schema.String),
});
export type VersionEntry = typeof VersionEntry.Type;
