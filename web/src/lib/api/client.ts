import { ERROR_MESSAGES } from "@app/domain/errors/catalogue";
import { createHttpClient } from "./http-client";
import { switchedFetch } from "./network-switch";
import type { RefreshLock } from "./refresh-queue";
import { session, sessionTokenStore } from "../session/session-store";
import { notifyError } from "../ui/toast";
import { sessionEvents } from "../session/session-events";

/** The build-time default base URL; the app state's baseURL overrides it at run time (SPEC §3). */
const BUILD_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? "";

/** navigator.locks keeps two tabs from spending one refresh token twice. */
const browserLock: RefreshLock | undefined =
  typeof navigator !== "undefined" && navigator.locks !== undefined
    ? (task) => navigator.locks.request("course-platform:refresh", task)
    : undefined;

/** The API's base URL now (for a call that cannot go through `apiClient`, as the notification stream). */
export const apiBaseURL = (): string =>
  (session.app.baseURL !== "" ? session.app.baseURL : BUILD_BASE_URL).replace(/\/$/, "");

export const apiClient = createHttpClient({
  baseURL: apiBaseURL,
  tokens: sessionTokenStore,
  lock: browserLock,
  fetch: switchedFetch,
  onSessionExpired: () => {
    notifyError(ERROR_MESSAGES.sessionExpired);
    sessionEvents.emit("expired");
  },
});
