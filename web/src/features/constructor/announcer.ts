import { useSyncExternalStore } from "react";

/** The text of the tab's ARIA live region: moves are announced there. */
let message = "";
let toggle = false;
const listeners = new Set<() => void>();

/**
 * Sets the live region's text. The same text twice in a row gets a non-breaking space appended
 * every other time, so a screen reader announces it again.
 */
export const announce = (text: string): void => {
  toggle = text === message.trimEnd() ? !toggle : false;
  message = toggle ? `${text}\u00a0` : text;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useAnnouncement = (): string => useSyncExternalStore(subscribe, () => message, () => "");
