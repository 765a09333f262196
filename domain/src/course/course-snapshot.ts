import * as Schema from "effect/Schema";
import { AboutAdditional, AboutGeneral, AboutLists, AboutProgress, AboutStyle } from "./about";
import { CoursePage } from "./course-state";
import { Id } from "./ids";
import { CourseSettings, CourseStatistics } from "./settings";
import { ContentBlock, LessonStatistics, LessonStatus } from "./structure";

/** SPEC §3 task, as the server sends it and the constructor view shows it. */
export const TaskSnapshot = Schema.Struct({ taskID: Id, name: Schema.String, taskContent: Schema.Array(ContentBlock) });
export type TaskSnapshot = typeof TaskSnapshot.Type;

/** SPEC §3 lesson. */
export const LessonSnapshot = Schema.Struct({
  lessonID: Id,
  lessonName: Schema.String,
  lessonContent: Schema.Array(ContentBlock),
  tasks: Schema.Array(TaskSnapshot),
  is_trial: Schema.Boolean,
  isEndedByUser: Schema.Boolean,
  status: LessonStatus,
  statistics: Schema.NullOr(LessonStatistics),
});
export type LessonSnapshot = typeof LessonSnapshot.Type;

/** SPEC §3 module. */
export const ModuleSnapshot = Schema.Struct({
  moduleID: Id,
  moduleName: Schema.String,
  lessons: Schema.Array(LessonSnapshot),
});
export type ModuleSnapshot = typeof ModuleSnapshot.Type;

/** A course as the server answers it: SPEC §3 shapes, with a moduleList. Settings may be partial or absent. */
export const CourseSnapshot = Schema.Struct({
  courseID: Id,
  published: Schema.Boolean,
  page: CoursePage,
  general: AboutGeneral,
  additional: AboutAdditional,
  style: AboutStyle,
  lists: AboutLists,
  progress: AboutProgress,
  settings: Schema.NullOr(CourseSettings),
  statistics: CourseStatistics,
  moduleList: Schema.Array(ModuleSnapshot),
});
export type CourseSnapshot = typeof CourseSnapshot.Type;
