import { safeStorage } from "../session/storage";

/** Where the outbox keeps unsent actions (browser-outbox.ts writes it). */
const OUTBOX_KEY = "course-platform:outbox";

/**
 * Actions left unsent by an earlier page go as soon as the app starts, whatever page it opens on
 * (issue #15). The outbox and its API clients load only when something is waiting, so the
 * cabinet's first route carries nothing for it otherwise.
 */
export const resumeOutbox = (): void => {
  const waiting = (raw: string | null): boolean => raw !== null && raw !== "[]";
  const load = (): void => void import("./browser-outbox").catch(() => undefined);
  if (waiting(safeStorage.get(OUTBOX_KEY))) return load();
  // A page that kept an action and closed just before this one opened may have its write reach this
  // page's storage a moment later: the storage event brings it, and the outbox loads then.
  const onStorage = (event: StorageEvent): void => {
    if (event.key !== OUTBOX_KEY || !waiting(event.newValue)) return;
    window.removeEventListener("storage", onStorage);
    load();
  };
  window.addEventListener("storage", onStorage);
};
