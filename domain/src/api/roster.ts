import * as Schema from "effect/Schema";

/**
 * POST /api/courses/{id}/enrolments/import: students of a CSV roster enrolled in a course at once.
 * `dry_run` only reports what would happen; the same call without it does it (docs/api.md).
 */
export const RosterRowInput = Schema.Struct({ email: Schema.String, name: Schema.String });
export type RosterRowInput = typeof RosterRowInput.Type;

export const RosterImportRequest = Schema.Struct({
  rows: Schema.Array(RosterRowInput),
  dry_run: Schema.Boolean,
  /** A group of the course's school the enrolled students are also put into. */
  group_id: Schema.optionalKey(Schema.NullOr(Schema.Int)),
});
export type RosterImportRequest = typeof RosterImportRequest.Type;

/**
 * What happens to one row: `enrol` an existing student, `invite` an address with no account (an
 * e-mailed invitation; he is enrolled when he accepts it), `already` enrolled (nothing to do), or
 * `error` with the reasons.
 */
export const RosterOutcome = Schema.Literals(["enrol", "invite", "already", "error"]);
export type RosterOutcome = typeof RosterOutcome.Type;

export const RosterRowReport = Schema.Struct({
  email: Schema.String,
  name: Schema.String,
  outcome: RosterOutcome,
  errors: Schema.Array(Schema.String),
});
export type RosterRowReport = typeof RosterRowReport.Type;

export const RosterReport = Schema.Struct({
  dry_run: Schema.Boolean,
  rows: Schema.Array(RosterRowReport),
  counts: Schema.Struct({
    enrol: Schema.Number,
    invite: Schema.Number,
    already: Schema.Number,
    error: Schema.Number,
  }),
});
export type RosterReport = typeof RosterReport.Type;
export const RosterReportResponse = Schema.Struct({ data: RosterReport });
