import * as Schema from "effect/Schema";
import { BlockContent } from "./block-content";
import { BlockParent, Id, ItemRef, Millis, NewId } from "./ids";

/**
 * User actions on the course tree (SPEC §4). Every one of them can be undone. Events that change text
 * carry `at`, so that edits of one field within a pause group into one undo step.
 */
export const CourseCreated = Schema.TaggedStruct("CourseCreated", { courseID: Id, name: Schema.String, at: Millis });
export const ModuleCreated = Schema.TaggedStruct("ModuleCreated", {
  courseID: Id,
  moduleID: NewId,
  moduleName: Schema.String,
  at: Millis,
});
export const ModuleRenamed = Schema.TaggedStruct("ModuleRenamed", {
  courseID: Id,
  moduleID: Id,
  moduleName: Schema.String,
  at: Millis,
});
export const LessonCreated = Schema.TaggedStruct("LessonCreated", {
  courseID: Id,
  moduleID: Id,
  lessonID: NewId,
  lessonName: Schema.String,
  is_trial: Schema.Boolean,
  at: Millis,
});
export const LessonRenamed = Schema.TaggedStruct("LessonRenamed", {
  courseID: Id,
  lessonID: Id,
  lessonName: Schema.String,
  at: Millis,
});
export const LessonTrialSet = Schema.TaggedStruct("LessonTrialSet", {
  courseID: Id,
  lessonID: Id,
  is_trial: Schema.Boolean,
});
export const TaskCreated = Schema.TaggedStruct("TaskCreated", {
  courseID: Id,
  lessonID: Id,
  taskID: NewId,
  name: Schema.String,
  at: Millis,
});
export const TaskRenamed = Schema.TaggedStruct("TaskRenamed", {
  courseID: Id,
  taskID: Id,
  name: Schema.String,
  at: Millis,
});
/** Tombstone: flags the item deleted and keeps it. */
export const ItemMarkedForDelete = Schema.TaggedStruct("ItemMarkedForDelete", { courseID: Id, item: ItemRef });
export const ItemRestored = Schema.TaggedStruct("ItemRestored", { courseID: Id, item: ItemRef });
/** Removes a tombstoned item (and what it contains) outright. */
export const ItemFlushed = Schema.TaggedStruct("ItemFlushed", { courseID: Id, item: ItemRef });
/** Swaps a section, lesson or task with its neighbour in its parent's order (a lesson stays in its section). */
export const ItemMoved = Schema.TaggedStruct("ItemMoved", {
  courseID: Id,
  item: ItemRef,
  direction: Schema.Literals(["up", "down"]),
});

/**
 * Puts a section, lesson or task at `index` (0-based, counted once it has left its place) of a parent's
 * order: drag and drop, within its parent or into another one. `parentID` is the section a lesson goes
 * into, or the lesson a task goes into; null for a section (the course is its parent).
 */
export const ItemPlaced = Schema.TaggedStruct("ItemPlaced", {
  courseID: Id,
  item: ItemRef,
  parentID: Schema.NullOr(Id),
  index: Schema.Int,
});
/**
 * A copy of a lesson or task (with its tasks and blocks) right after the original. `ids` gives the new
 * id of every id inside it (the item, its tasks, blocks, questions and answers: `idsToCopy`).
 */
export const ItemDuplicated = Schema.TaggedStruct("ItemDuplicated", {
  courseID: Id,
  item: ItemRef,
  ids: Schema.Record(Schema.String, Id),
});

/** Adds a block after position `afterIndex` of the parent's content (-1: at the start). */
export const BlockAdded = Schema.TaggedStruct("BlockAdded", {
  courseID: Id,
  parent: BlockParent,
  afterIndex: Schema.Int,
  contentBlockID: NewId,
  content: BlockContent,
});
export const BlockEdited = Schema.TaggedStruct("BlockEdited", {
  courseID: Id,
  parent: BlockParent,
  contentBlockID: Id,
  content: BlockContent,
  at: Millis,
});
export const BlockDeleted = Schema.TaggedStruct("BlockDeleted", {
  courseID: Id,
  parent: BlockParent,
  contentBlockID: Id,
});
export const BlockMoved = Schema.TaggedStruct("BlockMoved", {
  courseID: Id,
  parent: BlockParent,
  contentBlockID: Id,
  direction: Schema.Literals(["up", "down"]),
});

/** Puts a block at `index` of a lesson's or task's content (`to`): drag and drop, also into another lesson or task. */
export const BlockPlaced = Schema.TaggedStruct("BlockPlaced", {
  courseID: Id,
  parent: BlockParent,
  contentBlockID: Id,
  to: BlockParent,
  index: Schema.Int,
});

/** The user asked to save (and maybe publish): the course is loading until the server answers. Not undoable. */
export const SaveRequested = Schema.TaggedStruct("SaveRequested", {
  courseID: Id,
  publish: Schema.Boolean,
  at: Millis,
});

export const AuthoringEvent = Schema.Union([
  SaveRequested,
  CourseCreated,
  ModuleCreated,
  ModuleRenamed,
  LessonCreated,
  LessonRenamed,
  LessonTrialSet,
  TaskCreated,
  TaskRenamed,
  ItemMarkedForDelete,
  ItemRestored,
  ItemFlushed,
  ItemMoved,
  ItemPlaced,
  ItemDuplicated,
  BlockAdded,
  BlockEdited,
  BlockDeleted,
  BlockMoved,
  BlockPlaced,
]);
export type AuthoringEvent = typeof AuthoringEvent.Type;
