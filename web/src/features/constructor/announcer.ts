import { valueStore } from "../../lib/state/small-store";

/** The text of the tab's ARIA live region: moves are announced there. */
const live = valueStore("");

/**
 * Sets the live region's text. The same text twice in a row gets a non-breaking space appended
 * every other time, so a screen reader announces it again.
 */
export const announce = (text: string): void => {
  const repeated = text === live.get().trimEnd() && !live.get().endsWith("\u00a0");
  live.set(repeated ? `${text}\u00a0` : text);
};

export const useAnnouncement = (): string => live.use();
