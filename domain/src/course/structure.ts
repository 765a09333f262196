import * as Schema from "effect/Schema";
import { BlockContent } from "./block-content";
import { Id } from "./ids";

/** A teacher's evaluation of a task block (server data). */
export const Evaluation = Schema.Struct({
  id: Id,
  mark: Schema.NullOr(Schema.Finite),
  comment: Schema.String,
  teacherID: Schema.NullOr(Id),
  at: Schema.Finite,
});
export type Evaluation = typeof Evaluation.Type;

/** Review status of a block: none, На проверке, На доработке, Принято. */
export const BlockStatus = Schema.Literals(["none", "onReview", "needsWork", "accepted"]);
export type BlockStatus = typeof BlockStatus.Type;

/** SPEC §3 content block: contentBlockID, status, evaluation, plus its kind's content. */
export const ContentBlock = Schema.Struct({
  contentBlockID: Id,
  status: BlockStatus,
  evaluation: Schema.NullOr(Evaluation),
  content: BlockContent,
});
export type ContentBlock = typeof ContentBlock.Type;

/** SPEC §3 lesson statistics. */
export const LessonStatistics = Schema.Struct({
  id: Schema.NullOr(Id),
  course_id: Id,
  section_id: Id,
  start_date: Schema.NullOr(Schema.String),
  end_date: Schema.NullOr(Schema.String),
  blocks: Schema.Array(Schema.Struct({ id: Id, completed: Schema.Boolean })),
});
export type LessonStatistics = typeof LessonStatistics.Type;

export const LessonStatus = Schema.Literals(["not_started", "in_progress", "completed"]);
export type LessonStatus = typeof LessonStatus.Type;

const Flags = {
  wasCreated: Schema.Boolean,
  wasEdited: Schema.Boolean,
  wasDeleted: Schema.Boolean,
};

/**
 * The model stores the tree normalized: entities in records keyed by id, order in small id arrays per
 * parent, blocks in a record per lesson or task. One event then touches a few small objects.
 */
export const ModuleState = Schema.Struct({
  moduleID: Id,
  moduleName: Schema.String,
  lessonOrder: Schema.Array(Id),
  ...Flags,
});
export type ModuleState = typeof ModuleState.Type;

export const LessonState = Schema.Struct({
  lessonID: Id,
  moduleID: Id,
  lessonName: Schema.String,
  is_trial: Schema.Boolean,
  isEndedByUser: Schema.Boolean,
  status: LessonStatus,
  statistics: LessonStatistics,
  blockOrder: Schema.Array(Id),
  blocks: Schema.Record(Schema.String, ContentBlock),
  taskOrder: Schema.Array(Id),
  ...Flags,
});
export type LessonState = typeof LessonState.Type;

export const TaskState = Schema.Struct({
  taskID: Id,
  lessonID: Id,
  name: Schema.String,
  blockOrder: Schema.Array(Id),
  blocks: Schema.Record(Schema.String, ContentBlock),
  ...Flags,
});
export type TaskState = typeof TaskState.Type;
