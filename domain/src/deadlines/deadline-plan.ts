import * as Schema from "effect/Schema";

/**
 * Issue #37: when work is due. A fixed instant (the same for everyone), or a number of days after the
 * student's enrolment at a wall-clock time (`HH:MM`) in the deadline zone (`relative-due.ts`). Stored as
 * written, so a copied course carries its relative dates unchanged.
 */
export const FixedDue = Schema.Struct({ kind: Schema.Literal("fixed"), at: Schema.String });
export type FixedDue = typeof FixedDue.Type;

export const RelativeDue = Schema.Struct({ kind: Schema.Literal("relative"), days: Schema.Int, time: Schema.String });
export type RelativeDue = typeof RelativeDue.Type;

export const DueRule = Schema.Union([FixedDue, RelativeDue]);
export type DueRule = typeof DueRule.Type;

/**
 * Where a student stands: `open` (more than `SOON_MS` left), `soon` (at most that left), `late` (a soft
 * date passed: work is still taken, marked late), `closed` (a hard date passed: sending is refused).
 */
export const DueState = Schema.Literals(["open", "soon", "late", "closed"]);
export type DueState = typeof DueState.Type;

/** A plan item as the rules read it (the wire's `DeadlineItem`). */
export type PlanItem = {
  readonly lesson_id: string;
  readonly task_id: string | null;
  readonly due: DueRule;
  readonly hard: boolean;
};

/** An extension as the rules read it: to whom, for what, until when. */
export type ExtensionGrant = {
  readonly student_id: number | null;
  readonly group_id: number | null;
  readonly lesson_id: string | null;
  readonly until: string;
};

/** "Soon": two days or less before the due instant. */
export const SOON_MS = 2 * 24 * 60 * 60 * 1000;

/** The reminder goes a day before the due instant. */
export const REMIND_BEFORE_MS = 24 * 60 * 60 * 1000;

/** Relative dates count days in this zone (profiles carry no usable zone; docs/decisions/deadlines.md). */
export const DEADLINE_ZONE = "Europe/Moscow";

/** The most days a relative date may lie after enrolment. */
export const MAX_RELATIVE_DAYS = 3650;
