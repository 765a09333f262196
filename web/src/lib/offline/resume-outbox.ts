import { safeStorage } from "../session/storage";

/** Where the outbox keeps unsent actions (browser-outbox.ts writes it). */
const OUTBOX_KEY = "course-platform:outbox";

/**
 * Actions left unsent by an earlier page go as soon as the app starts, whatever page it opens on
 * (issue #15). The outbox and its API clients load only when something is waiting, so the
 * cabinet's first route carries nothing for it otherwise.
 */
export const resumeOutbox = (): void => {
  const raw = safeStorage.get(OUTBOX_KEY);
  if (raw === null || raw === "[]") return;
  void import("./browser-outbox").catch(() => undefined);
};
