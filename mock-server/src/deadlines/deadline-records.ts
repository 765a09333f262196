import * as Schema from "effect/Schema";
import { DeadlineItem } from "@app/domain/api/deadlines";

/** Issue #37: a course's dated items, as staff last saved them. */
export const DeadlinePlanRecord = Schema.Struct({
  course_id: Schema.Number,
  items: Schema.Array(DeadlineItem),
  updated_at: Schema.String,
});
export type DeadlinePlanRecord = typeof DeadlinePlanRecord.Type;

/** More time given to a student or a group, for a lesson or the whole course. */
export const DeadlineExtensionRecord = Schema.Struct({
  id: Schema.Number,
  course_id: Schema.Number,
  student_id: Schema.NullOr(Schema.Number),
  group_id: Schema.NullOr(Schema.Number),
  lesson_id: Schema.NullOr(Schema.String),
  until: Schema.String,
  created_at: Schema.String,
  created_by: Schema.Number,
});
export type DeadlineExtensionRecord = typeof DeadlineExtensionRecord.Type;

/** A reminder sent: one per student and dated item (`task_id` null: the lesson's own), never twice. */
export const DeadlineReminderRecord = Schema.Struct({
  user_id: Schema.Number,
  course_id: Schema.Number,
  lesson_id: Schema.String,
  task_id: Schema.NullOr(Schema.String),
  sent_at: Schema.String,
});
export type DeadlineReminderRecord = typeof DeadlineReminderRecord.Type;

/**
 * A person's private iCalendar address. The token is kept as it is (GET …/calendar shows the same
 * address again); it opens nothing but his dates.
 */
export const CalendarTokenRecord = Schema.Struct({
  user_id: Schema.Number,
  token: Schema.String,
  created_at: Schema.String,
});
export type CalendarTokenRecord = typeof CalendarTokenRecord.Type;
