import { valueStore } from "../../lib/state/small-store";

/** The text of the tab's ARIA live region: changes are announced there. */
const live = valueStore("");

/** An announcement is cleared after this long, so the region never holds a stale one (`… позиция 2 из 2`). */
const CLEAR_AFTER_MS = 7000;
let clearTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Sets the live region's text. The same text twice in a row gets a non-breaking space appended
 * every other time, so a screen reader announces it again.
 */
export const announce = (text: string): void => {
  const repeated = text === live.get().trimEnd() && !live.get().endsWith("\u00a0");
  live.set(repeated ? `${text}\u00a0` : text);
  if (clearTimer !== undefined) clearTimeout(clearTimer);
  clearTimer = setTimeout(() => live.set(""), CLEAR_AFTER_MS);
};

/** Empties the region (leaving the tab, choosing another lesson). */
export const clearAnnouncement = (): void => {
  if (clearTimer !== undefined) clearTimeout(clearTimer);
  clearTimer = undefined;
  live.set("");
};

export const useAnnouncement = (): string => live.use();
