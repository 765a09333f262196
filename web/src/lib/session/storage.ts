import { APP_VERSION_MARKER } from "@app/domain/constants";

/** SPEC §3: all persisted client state lives under this one key. */
export const STATE_KEY = "course-platform:state";
/** SPEC §4 app version marker. */
export const VERSION_KEY = "course-platform:version";
/** TanStack Query's persisted cache. */
export const QUERY_CACHE_KEY = "course-platform:queries";

/** localStorage that never throws (private mode, quota, disabled storage). */
export const safeStorage = {
  get(key: string): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      globalThis.localStorage?.setItem(key, value);
    } catch {
      // storage full or disabled: the app keeps working from memory
    }
  },
  remove(key: string): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      // nothing to remove
    }
  },
  clear(): void {
    try {
      globalThis.localStorage?.clear();
    } catch {
      // nothing to clear
    }
  },
};

/**
 * SPEC §4: set the marker to 42 if absent; if it differs, wipe local storage (state and query
 * cache) so the user starts signed out. Answers whether a wipe happened.
 */
export const applyVersionMarker = (): boolean => {
  const marker = safeStorage.get(VERSION_KEY);
  if (marker === APP_VERSION_MARKER) return false;
  const wiped = marker !== null;
  if (wiped) safeStorage.clear();
  safeStorage.set(VERSION_KEY, APP_VERSION_MARKER);
  return wiped;
};
