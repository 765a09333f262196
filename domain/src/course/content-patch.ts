import * as Schema from "effect/Schema";
import { AboutAdditional, AboutGeneral, AboutLists, AboutStyle } from "./about";
import { Id } from "./ids";
import { CourseSettings } from "./settings";
import { ContentBlock } from "./structure";

/**
 * One step of an order change: put `id` right after `after` (`null`: first). An id already in the
 * order moves; one that is not is put in (a new item, which comes whole in the patch, or one dragged
 * in from another parent).
 */
export const OrderPlace = Schema.Struct({ id: Id, after: Schema.NullOr(Id) });
export type OrderPlace = typeof OrderPlace.Type;

/**
 * An order's change instead of the whole order (issue #29: an add or a move in a 1,000-block lesson
 * sends one step, not 1,000 ids): first the `removed` ids leave the server's order, then each
 * `placed` step runs, in sequence. domain/src/course/order-ops.ts computes and applies it.
 */
export const OrderOps = Schema.Struct({
  removed: Schema.optionalKey(Schema.Array(Id)),
  placed: Schema.optionalKey(Schema.Array(OrderPlace)),
});
export type OrderOps = typeof OrderOps.Type;

/**
 * What a save sends (PATCH /api/courses/{id}/content): the change since the server's version, not the
 * course. Orders list what remains (an id left out of an order is removed, with what it holds); an
 * item the server does not have yet comes whole (its order and every block, lesson or task in it).
 * Each order of an item the server has may come instead as its change (`…OrderOps`, never both),
 * whichever is shorter.
 */
export const BlocksPatch = Schema.Struct({
  /** The blocks' order, when it changed (an add, a move, a delete). */
  order: Schema.optionalKey(Schema.Array(Id)),
  /** Or the change of the blocks' order. */
  orderOps: Schema.optionalKey(OrderOps),
  /** The blocks that are new or changed. */
  blocks: Schema.Array(ContentBlock),
});
export type BlocksPatch = typeof BlocksPatch.Type;

export const ModulePatch = Schema.Struct({
  moduleID: Id,
  moduleName: Schema.String,
  lessonOrder: Schema.optionalKey(Schema.Array(Id)),
  lessonOrderOps: Schema.optionalKey(OrderOps),
});
export type ModulePatch = typeof ModulePatch.Type;

export const LessonPatch = Schema.Struct({
  lessonID: Id,
  lessonName: Schema.String,
  is_trial: Schema.Boolean,
  content: Schema.optionalKey(BlocksPatch),
  taskOrder: Schema.optionalKey(Schema.Array(Id)),
  taskOrderOps: Schema.optionalKey(OrderOps),
});
export type LessonPatch = typeof LessonPatch.Type;

export const TaskPatch = Schema.Struct({ taskID: Id, name: Schema.String, content: Schema.optionalKey(BlocksPatch) });
export type TaskPatch = typeof TaskPatch.Type;

export const ContentPatch = Schema.Struct({
  general: Schema.optionalKey(AboutGeneral),
  additional: Schema.optionalKey(AboutAdditional),
  style: Schema.optionalKey(AboutStyle),
  lists: Schema.optionalKey(AboutLists),
  settings: Schema.optionalKey(CourseSettings),
  moduleOrder: Schema.optionalKey(Schema.Array(Id)),
  moduleOrderOps: Schema.optionalKey(OrderOps),
  modules: Schema.Array(ModulePatch),
  lessons: Schema.Array(LessonPatch),
  tasks: Schema.Array(TaskPatch),
});
export type ContentPatch = typeof ContentPatch.Type;
