/**
 * Issue #34 part 1, the review queue's rules: oldest first, and "waiting longer than N days".
 * Pure: the clock is passed in.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The longest "waiting longer than" filter a teacher may ask for, in days. */
export const QUEUE_MAX_DAYS = 365;

/** A work in the queue as the rules see it: when its last attempt came, and its id for ties. */
export type Queued = { readonly id: number; readonly submittedAt: string };

/** Oldest last attempt first (it has waited longest); ties by id, so the order is stable. */
export const oldestFirst = (a: Queued, b: Queued): number =>
  a.submittedAt < b.submittedAt ? -1 : a.submittedAt > b.submittedAt ? 1 : a.id - b.id;

/** Whether a work sent at `submittedAt` has waited more than `days` whole days at `nowMs`. */
export const waitedLongerThan = (submittedAt: string, days: number, nowMs: number): boolean =>
  nowMs - Date.parse(submittedAt) > days * DAY_MS;

/** The latest moment a work may have been sent to count as waiting more than `days` days (for a sorted list's cut). */
export const sentBefore = (days: number, nowMs: number): string => new Date(nowMs - days * DAY_MS).toISOString();

/** Whole days a work sent at `submittedAt` has waited at `nowMs` (0 on the first day). */
export const daysWaiting = (submittedAt: string, nowMs: number): number =>
  Math.max(0, Math.floor((nowMs - Date.parse(submittedAt)) / DAY_MS));
