import type { VersionKind } from "./history-entry";

/**
 * One version per editing session (issue #29): a save by the same author within this long of the
 * newest version's save goes into that version instead of making a new one.
 */
export const SESSION_PAUSE_MS = 10 * 60 * 1000;

/** What the rule reads of the newest version. */
export type NewestVersion = {
  readonly kind: VersionKind;
  readonly author_id: number | null;
  readonly saved_at: string;
  /** It was published: the published course is that version, which must not change. */
  readonly published: boolean;
  /** Its session is still open: the author's `Сохранить` (or a publish) has not ended it. */
  readonly open: boolean;
};

/**
 * Whether a save at `at` by `author_id` continues the newest version's session: that version is an
 * ordinary edit (not a creation, copy, import, restore or discard), not published, still open, by the
 * same (known) author, saved at most SESSION_PAUSE_MS before.
 */
export const continuesSession = (
  newest: NewestVersion,
  save: { readonly author_id: number | null; readonly at: string },
): boolean => {
  if (newest.kind !== "save" || newest.published || !newest.open) return false;
  if (save.author_id === null || newest.author_id !== save.author_id) return false;
  const pause = Date.parse(save.at) - Date.parse(newest.saved_at);
  return pause >= 0 && pause <= SESSION_PAUSE_MS;
};
