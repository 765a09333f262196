/**
 * Issue #34 part 5: one teacher on one work. Opening a work takes a review lock that the others
 * see; a decision releases it, so does leaving the work, and it lapses on its own after
 * REVIEW_LOCK_TIMEOUT_MS (docs/decisions/review.md "Review lock"). Pure: the clock is passed in.
 */

/** How long a lock lasts after it was last taken (opening or reopening the work renews it). */
export const REVIEW_LOCK_TIMEOUT_MS = 15 * 60 * 1000;

export type ReviewLock = { readonly teacherId: number; readonly takenAtMs: number };

/** The lock still in force at `nowMs`, or null once it has lapsed (or there is none). */
export const liveLock = (lock: ReviewLock | undefined, nowMs: number): ReviewLock | null =>
  lock !== undefined && nowMs - lock.takenAtMs < REVIEW_LOCK_TIMEOUT_MS ? lock : null;

/** Someone else's live lock: he holds the work, so this teacher may neither take it nor decide. */
export const heldByOther = (lock: ReviewLock | undefined, teacherId: number, nowMs: number): ReviewLock | null => {
  const live = liveLock(lock, nowMs);
  return live !== null && live.teacherId !== teacherId ? live : null;
};

/**
 * Taking the lock: a free or lapsed work, or one this teacher already holds (renewed), becomes his;
 * a work someone else holds stays his (`taken: false`).
 */
export const takeLock = (
  lock: ReviewLock | undefined,
  teacherId: number,
  nowMs: number,
): { readonly lock: ReviewLock; readonly taken: boolean } => {
  const other = heldByOther(lock, teacherId, nowMs);
  return other !== null ? { lock: other, taken: false } : { lock: { teacherId, takenAtMs: nowMs }, taken: true };
};

/** Releasing: only the holder's own release removes a live lock (true: the lock is gone). */
export const mayRelease = (lock: ReviewLock | undefined, teacherId: number, nowMs: number): boolean =>
  heldByOther(lock, teacherId, nowMs) === null;

/** The moment the lock lapses. */
export const lockExpiresAtMs = (lock: ReviewLock): number => lock.takenAtMs + REVIEW_LOCK_TIMEOUT_MS;
