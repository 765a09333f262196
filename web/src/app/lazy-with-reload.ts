import { CHUNK_RELOAD_FLAG_TIMEOUT_MS } from "@app/domain/constants";
import { tapFailure } from "../lib/qa/read-tap";

const FLAG_KEY = "course-platform:chunk-reload-at";

/**
 * SPEC §4: a chunk that fails to load triggers one automatic reload, guarded by a 10-second
 * flag so a chunk that keeps failing shows the failure page instead of reloading forever.
 */
export const lazyWithReload =
  <T>(load: () => Promise<T>) =>
  async (): Promise<T> => {
    try {
      return await load();
    } catch (error) {
      const last = Number(sessionStorage.getItem(FLAG_KEY) ?? "0");
      if (Date.now() - last > CHUNK_RELOAD_FLAG_TIMEOUT_MS) {
        sessionStorage.setItem(FLAG_KEY, String(Date.now()));
        // Issue #33: the log says what failed and that the app reloaded by itself.
        tapFailure(error instanceof Error ? error.message : String(error), true);
        window.location.reload();
        return new Promise<T>(() => undefined);
      }
      throw error;
    }
  };
