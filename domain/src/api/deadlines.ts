import * as Schema from "effect/Schema";
import { DueRule, DueState } from "../deadlines/deadline-plan";

/** Issue #37 API bodies (docs/api.md "Deadlines (issue #37)"). */

/** One dated item of a course's plan: a lesson, or one task inside it (`task_id`). */
export const DeadlineItem = Schema.Struct({
  lesson_id: Schema.String,
  task_id: Schema.NullOr(Schema.String),
  due: DueRule,
  hard: Schema.Boolean,
});
export type DeadlineItem = typeof DeadlineItem.Type;

/** More time given by staff: to one student or one group, for one lesson or (`lesson_id` null) the whole course. */
export const DeadlineExtension = Schema.Struct({
  id: Schema.Number,
  student_id: Schema.NullOr(Schema.Number),
  group_id: Schema.NullOr(Schema.Number),
  lesson_id: Schema.NullOr(Schema.String),
  /** The new due instant (ISO, UTC). */
  until: Schema.String,
  created_at: Schema.String,
});
export type DeadlineExtension = typeof DeadlineExtension.Type;

/** GET and PUT /api/courses/{id}/deadlines answer: the plan and the extensions given. */
export const DeadlinePlan = Schema.Struct({
  items: Schema.Array(DeadlineItem),
  extensions: Schema.Array(DeadlineExtension),
});
export type DeadlinePlan = typeof DeadlinePlan.Type;
export const DeadlinePlanResponse = Schema.Struct({ data: DeadlinePlan });
export type DeadlinePlanResponse = typeof DeadlinePlanResponse.Type;

/** PUT /api/courses/{id}/deadlines: the whole plan (the extensions stay). */
export const DeadlinePlanRequest = Schema.Struct({ items: Schema.Array(DeadlineItem) });
export type DeadlinePlanRequest = typeof DeadlinePlanRequest.Type;

/** POST /api/courses/{id}/deadlines/extensions: exactly one of student_id and group_id. */
export const ExtensionRequest = Schema.Struct({
  student_id: Schema.NullOr(Schema.Int),
  group_id: Schema.NullOr(Schema.Int),
  lesson_id: Schema.NullOr(Schema.String),
  until: Schema.String,
});
export type ExtensionRequest = typeof ExtensionRequest.Type;
export const ExtensionResponse = Schema.Struct({ data: DeadlineExtension });
export type ExtensionResponse = typeof ExtensionResponse.Type;

/**
 * A student's own date of a lesson or task (extensions applied): the instant, soft or hard, where he
 * stands now, and whether staff gave him more time than the plan.
 */
export const StudentDue = Schema.Struct({
  at: Schema.String,
  hard: Schema.Boolean,
  state: DueState,
  extended: Schema.Boolean,
});
export type StudentDue = typeof StudentDue.Type;

/** One row of GET /api/my/deadlines: what is due, where, and whether his work is already sent. */
export const MyDeadline = Schema.Struct({
  course_id: Schema.Number,
  course_name: Schema.String,
  module_id: Schema.String,
  lesson_id: Schema.String,
  lesson_name: Schema.String,
  task_id: Schema.NullOr(Schema.String),
  task_name: Schema.NullOr(Schema.String),
  at: Schema.String,
  hard: Schema.Boolean,
  state: DueState,
  extended: Schema.Boolean,
  /** Every test and free task of the item answered or sent (a lesson without them: completed). */
  sent: Schema.Boolean,
});
export type MyDeadline = typeof MyDeadline.Type;
export const MyDeadlinesResponse = Schema.Struct({ data: Schema.Array(MyDeadline) });
export type MyDeadlinesResponse = typeof MyDeadlinesResponse.Type;

/** GET and POST /api/my/deadlines/calendar: the private iCalendar address (absolute). */
export const CalendarLinkResponse = Schema.Struct({ data: Schema.Struct({ url: Schema.String }) });
export type CalendarLinkResponse = typeof CalendarLinkResponse.Type;

/** DELETE /api/courses/{id}/deadlines/extensions/{extId} answer. */
export const ExtensionDeleteResponse = Schema.Struct({ data: Schema.Null });
export type ExtensionDeleteResponse = typeof ExtensionDeleteResponse.Type;
