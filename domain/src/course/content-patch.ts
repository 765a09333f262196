import * as Schema from "effect/Schema";
import { AboutAdditional, AboutGeneral, AboutLists, AboutStyle } from "./about";
import { Id } from "./ids";
import { CourseSettings } from "./settings";
import { ContentBlock } from "./structure";

/**
 * What a save sends (PATCH /api/courses/{id}/content): the change since the server's version, not the
 * course. Orders list what remains (an id left out of an order is removed, with what it holds); an
 * item the server does not have yet comes whole (its order and every block, lesson or task in it).
 */
export const BlocksPatch = Schema.Struct({
  /** The blocks' order, when it changed (an add, a move, a delete). */
  order: Schema.optionalKey(Schema.Array(Id)),
  /** The blocks that are new or changed. */
  blocks: Schema.Array(ContentBlock),
});
export type BlocksPatch = typeof BlocksPatch.Type;

export const ModulePatch = Schema.Struct({
  moduleID: Id,
  moduleName: Schema.String,
  lessonOrder: Schema.optionalKey(Schema.Array(Id)),
});
export type ModulePatch = typeof ModulePatch.Type;

export const LessonPatch = Schema.Struct({
  lessonID: Id,
  lessonName: Schema.String,
  is_trial: Schema.Boolean,
  content: Schema.optionalKey(BlocksPatch),
  taskOrder: Schema.optionalKey(Schema.Array(Id)),
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
  modules: Schema.Array(ModulePatch),
  lessons: Schema.Array(LessonPatch),
  tasks: Schema.Array(TaskPatch),
});
export type ContentPatch = typeof ContentPatch.Type;
