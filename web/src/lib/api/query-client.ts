import { QueryClient, type DefaultOptions } from "@tanstack/react-query";
import { DEFAULT_QUERY } from "@app/domain/constants";
import { QUERY_CACHE_KEY } from "../session/storage";
import type { Persister } from "@tanstack/react-query-persist-client";
import { flushingPersister } from "./flushing-persister";
import { isNetworkOff } from "./network-switch";
import { storagePersister } from "./storage-persister";

/**
 * SPEC §9 default query behaviour: stale 24 h, cache 1 h, no retry, no refetch on focus, mount or
 * reconnect. The cache time is shorter than the persisted max age (24 h) — see docs/decisions/web-shell.md.
 * Exported for component tests, whose fresh client must behave as the app's.
 */
export const QUERY_DEFAULTS: DefaultOptions = {
  queries: {
    staleTime: DEFAULT_QUERY.staleMs,
    gcTime: DEFAULT_QUERY.cacheMs,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
    refetchOnReconnect: false,
  },
};

export const queryClient = new QueryClient({ defaultOptions: QUERY_DEFAULTS });

/** SPEC §9's 1 s throttle lives in the flushing wrapper, so a hidden or closing page writes its last copy. */
const storedCache = storagePersister(QUERY_CACHE_KEY);
/** A QA replay's answers come from a log (issue #21): they never replace the stored cache. */
const liveOnly: Persister = {
  ...storedCache,
  persistClient: (client) => (isNetworkOff() ? undefined : storedCache.persistClient(client)),
};
export const queryPersister = flushingPersister(liveOnly, DEFAULT_QUERY.persistThrottleMs);
globalThis.addEventListener?.("pagehide", queryPersister.flush);
globalThis.addEventListener?.("visibilitychange", () => {
  if (document.visibilityState === "hidden") queryPersister.flush();
});

export const persistOptions = {
  persister: queryPersister,
  maxAge: DEFAULT_QUERY.persistMaxAgeMs,
  buster: "42",
} as const;
