import * as Schema from "effect/Schema";
import { apiClient } from "../lib/api/client";

declare global {
  interface Window {
    /** QA mode only (`?qa=1`): calls the API through the app's own client, 401 handling included. */
    coursePlatformQa?: { get(path: string): Promise<unknown> };
  }
}

/** Opened by `?qa=1`, like the QA panel: a handle for reproducing API races from the console. */
export const installQaHooks = (): void => {
  if (new URLSearchParams(window.location.search).get("qa") !== "1") return;
  window.coursePlatformQa = { get: (path) => apiClient.request(path, { schema: Schema.Unknown }) };
};
