import * as Schema from "effect/Schema";

/** A report sent with `Отправить отчёт` (issue #33 part 7): the log's text as the person's browser made it private. */
export const BugReportRecord = Schema.Struct({
  id: Schema.Number,
  user_id: Schema.Number,
  /** The role the sender was signed in with. */
  role: Schema.String,
  description: Schema.String,
  page: Schema.String,
  created_at: Schema.String,
  events: Schema.Number,
  log: Schema.String,
});
export type BugReportRecord = typeof BugReportRecord.Type;
