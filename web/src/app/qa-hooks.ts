import * as Schema from "effect/Schema";
import { printState } from "@app/domain/model/model-view";
import { apiClient } from "../lib/api/client";
import { currentState } from "../lib/model/domain-store";

declare global {
  interface Window {
    /** QA mode only (`?qa=1`). */
    coursePlatformQa?: {
      /** Calls the API through the app's own client, 401 handling included (reproducing API races). */
      get(path: string): Promise<unknown>;
      /** The projected domain state as `npm run replay` prints it (sorted keys): what a log must reproduce. */
      state(): string;
    };
  }
}

/** Opened by `?qa=1`, like the QA panel: handles for reproducing bugs from the console and for tests. */
export const installQaHooks = (): void => {
  if (new URLSearchParams(window.location.search).get("qa") !== "1") return;
  window.coursePlatformQa = {
    get: (path) => apiClient.request(path, { schema: Schema.Unknown }),
    state: () => printState(currentState()),
  };
};
