import * as Schema from "effect/Schema";
import { CourseSnapshot } from "./course-snapshot";
import { Id, Millis } from "./ids";
import { Evaluation } from "./structure";

/** Server data entering the model (GUIDE §3), so a recorded log replays with no server. */
export const CourseLoaded = Schema.TaggedStruct("CourseLoaded", { course: CourseSnapshot });

/** A server id for an item created under a temporary id. */
export const IdAssignment = Schema.Union([
  Schema.TaggedStruct("course", { tempID: Id, id: Id }),
  Schema.TaggedStruct("module", { tempID: Id, id: Id }),
  Schema.TaggedStruct("lesson", { tempID: Id, id: Id }),
  Schema.TaggedStruct("task", { tempID: Id, id: Id }),
  Schema.TaggedStruct("lessonBlock", { lessonID: Id, tempID: Id, id: Id }),
  Schema.TaggedStruct("taskBlock", { taskID: Id, tempID: Id, id: Id }),
]);
export type IdAssignment = typeof IdAssignment.Type;

export const IdsAssigned = Schema.TaggedStruct("IdsAssigned", {
  courseID: Id,
  assignments: Schema.Array(IdAssignment),
});

export const EvaluationsArrived = Schema.TaggedStruct("EvaluationsArrived", {
  courseID: Id,
  evaluations: Schema.Array(Schema.Struct({ taskID: Id, contentBlockID: Id, evaluation: Evaluation })),
});

/** The server stored the pending changes: flags clear, tombstones go, the course is no longer new. */
export const SaveConfirmed = Schema.TaggedStruct("SaveConfirmed", { courseID: Id, at: Millis });
export const SaveFailed = Schema.TaggedStruct("SaveFailed", { courseID: Id, message: Schema.String });
export const CoursePublished = Schema.TaggedStruct("CoursePublished", { courseID: Id, at: Millis });

export const ServerEvent = Schema.Union([
  CourseLoaded,
  IdsAssigned,
  EvaluationsArrived,
  SaveConfirmed,
  SaveFailed,
  CoursePublished,
]);
export type ServerEvent = typeof ServerEvent.Type;
