/**
 * Issue #37, a lesson's on-time rate in the course statistics: of its free-task works, the whole
 * percent whose first attempt came on time (a work sent before deadlines existed counts as on time);
 * null when none was sent. A rework sent after the date does not make a work late here: the first
 * attempt is what the date asked for.
 */
export const onTimeRate = (works: ReadonlyArray<{ readonly firstAttemptLate: boolean }>): number | null =>
  works.length === 0 ? null : Math.round((100 * works.filter((w) => !w.firstAttemptLate).length) / works.length);
