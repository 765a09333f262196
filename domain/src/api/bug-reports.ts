import * as Schema from "effect/Schema";

/**
 * Bug reports (issue #33 part 7, `Отправить отчёт`): a person sends his session's log, made private as
 * a download is (domain/src/log/private-log.ts), with a short description; admins list the reports
 * and open each one into a replay.
 */

/** The longest description kept, in characters. */
export const BUG_REPORT_DESCRIPTION_MAX = 1000;
/** The largest request body the server reads: a capped session log (50,000 events) of typed-in courses. */
export const BUG_REPORT_BODY_LIMIT = "25mb";

/** POST /api/bug-reports: `log` is the log file's text, byte for byte what `Скачать журнал` saves. */
export const BugReportRequest = Schema.Struct({
  description: Schema.String,
  log: Schema.String,
  /** Where the person was when he sent it (the address, no origin). */
  page: Schema.String,
});
export type BugReportRequest = typeof BugReportRequest.Type;

/** A report in the list: who sent it, when, from where, and how big its log is; not the log. */
export const BugReportSummary = Schema.Struct({
  id: Schema.Number,
  description: Schema.String,
  page: Schema.String,
  created_at: Schema.String,
  /** The sender: his name and the role he was signed in with. */
  author: Schema.Struct({ id: Schema.Number, name: Schema.String, role: Schema.String }),
  events: Schema.Number,
});
export type BugReportSummary = typeof BugReportSummary.Type;

export const BugReportsResponse = Schema.Struct({ data: Schema.Array(BugReportSummary) });
export type BugReportsResponse = typeof BugReportsResponse.Type;

/** GET /api/bug-reports/{id}: the summary and the log's text. */
export const BugReportResponse = Schema.Struct({
  data: Schema.Struct({ ...BugReportSummary.fields, log: Schema.String }),
});
export type BugReportResponse = typeof BugReportResponse.Type;

export const BugReportCreatedResponse = Schema.Struct({ data: BugReportSummary });
export type BugReportCreatedResponse = typeof BugReportCreatedResponse.Type;
