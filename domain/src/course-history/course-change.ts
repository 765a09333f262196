import * as Schema from "effect/Schema";
import { BLOCK_KINDS } from "../course/block-content";

/** A block's kind: one of block-content.ts's BLOCK_KINDS. */
export const ChangeBlockKind = Schema.Literals(BLOCK_KINDS);

/** What happened to an item between two versions of a course. */
export const ChangeKind = Schema.Literals(["added", "changed", "deleted", "moved"]);
export type ChangeKind = typeof ChangeKind.Type;

/** Which part of the course changed: the course itself (about page, settings) or an item of its tree. */
export const ChangeLevel = Schema.Literals(["course", "module", "lesson", "task", "block"]);
export type ChangeLevel = typeof ChangeLevel.Type;

/** A container on the way from the course down to a changed item: its level, id and name (as shown, after the change). */
export const ChangePlace = Schema.Struct({
  level: Schema.Literals(["module", "lesson", "task"]),
  id: Schema.String,
  name: Schema.String,
});
export type ChangePlace = typeof ChangePlace.Type;

/**
 * One change between two versions of a course (issue #22), as the history's diff lists it and the
 * version summaries count it. `field` says what of the item changed: "name", "is_trial", "text" (a
 * text block's words), "content" (another block's content), "order" (the order of what it holds),
 * "section"/"lesson"/"parent" for a move, or an about-page key ("general.name", "style.cover",
 * "settings.actions", "lists.teachers"...); "" for an added or deleted item.
 * `before`/`after`: plain text (HTML stripped) when words changed, else null.
 * `name`: the item's name (from the later version, the earlier one when deleted); for a block, its kind
 * ("Текст"); "" for course-level changes. `parents`: the containers from the section down to the
 * item's parent (where it is now; where it was, when deleted); `where` says the same in words.
 */
export const CourseChange = Schema.Struct({
  kind: ChangeKind,
  level: ChangeLevel,
  id: Schema.String,
  field: Schema.String,
  where: Schema.Array(Schema.String),
  label: Schema.String,
  before: Schema.NullOr(Schema.String),
  after: Schema.NullOr(Schema.String),
  name: Schema.String,
  parents: Schema.Array(ChangePlace),
  blockKind: Schema.optionalKey(ChangeBlockKind),
});
export type CourseChange = typeof CourseChange.Type;
