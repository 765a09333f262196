/**
 * Which draft of a free answer stays when two meet (issue #30: drafts follow the student across
 * devices). Each draft carries when it was typed (ms); the one typed later wins, so a device that
 * comes back online with an older draft does not overwrite what was typed elsewhere since. A tie
 * keeps the draft already kept (a repeated save changes nothing). A draft without a time (kept by
 * an older version of the app) counts as the oldest.
 */
export const draftTime = (draft: { readonly updatedAt?: number } | undefined): number =>
  draft?.updatedAt ?? Number.NEGATIVE_INFINITY;

/** True when `incoming` replaces `kept`. */
export const draftWins = (
  incoming: { readonly updatedAt?: number },
  kept: { readonly updatedAt?: number } | undefined,
): boolean => kept === undefined || draftTime(incoming) > draftTime(kept);

/**
 * The time a server keeps for a draft: the device's, but never later than the server's own now, so
 * a device whose clock runs ahead cannot make its draft win over every later one.
 */
export const keptDraftTime = (claimed: number, now: number): number => Math.min(claimed, now);
