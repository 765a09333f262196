import * as Schema from "effect/Schema";
import { AboutAdditional, AboutGeneral, AboutLists, AboutProgress, AboutStyle } from "./about";
import { Id, ItemRef } from "./ids";
import { CourseSettings, CourseStatistics } from "./settings";
import { ShardedOf } from "../model/sharded";
import { LessonState, ModuleState, TaskState } from "./structure";

/** SPEC §3 course page state (minus courseID, which is the course's key). */
export const CoursePage = Schema.Struct({
  hash: Schema.String,
  created: Schema.Boolean,
  need_to_be_paid: Schema.Boolean,
  school: Schema.NullOr(Schema.Struct({ id: Id, name: Schema.String })),
  selectedSchoolID: Schema.NullOr(Id),
});
export type CoursePage = typeof CoursePage.Type;

/**
 * One course in the model. `isNew` is true until the server has the course (SPEC §4 "new unsaved course").
 * `published` plus `wasEdited` give the card status (changes not published / published).
 */
export const CourseState = Schema.Struct({
  courseID: Id,
  isLoading: Schema.Boolean,
  isNew: Schema.Boolean,
  wasEdited: Schema.Boolean,
  published: Schema.Boolean,
  page: CoursePage,
  general: AboutGeneral,
  additional: AboutAdditional,
  style: AboutStyle,
  lists: AboutLists,
  progress: AboutProgress,
  settings: CourseSettings,
  statistics: CourseStatistics,
  moduleOrder: Schema.Array(Id),
  modules: Schema.Record(Schema.String, ModuleState),
  /** Lessons and tasks are sharded by id (see model/sharded.ts); modules are few. */
  lessons: ShardedOf(LessonState),
  tasks: ShardedOf(TaskState),
  /** Index of the items carrying a created/edited/deleted flag, so a save does not scan the course. */
  unsaved: ShardedOf(ItemRef),
});
export type CourseState = typeof CourseState.Type;
