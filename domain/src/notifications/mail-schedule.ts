/**
 * When mail leaves (issue #35): pure rules over times the server's injected clock gives, so a test
 * moves a day forward instead of waiting.
 */

/** The daily digest goes at this hour, UTC (09:00 in Moscow). */
export const DIGEST_HOUR_UTC = 6;

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** The first digest moment strictly after `ms`. */
export const nextDigestAt = (ms: number): number => {
  const dayStart = Math.floor(ms / DAY_MS) * DAY_MS;
  const today = dayStart + DIGEST_HOUR_UTC * HOUR_MS;
  return today > ms ? today : today + DAY_MS;
};

/** A notification waiting for the digest goes once the first digest moment after it has come. */
export const digestDue = (createdMs: number, nowMs: number): boolean => nowMs >= nextDigestAt(createdMs);

/** Retries of a refused mail: 1 min, 2, 4, … up to 1 hour between tries. */
export const retryDelayMs = (failedAttempts: number): number =>
  Math.min(HOUR_MS, 60_000 * 2 ** Math.max(0, failedAttempts - 1));
