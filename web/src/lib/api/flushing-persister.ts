import type { PersistedClient, Persister } from "@tanstack/react-query-persist-client";

type Timers = { readonly set: (run: () => void, ms: number) => unknown; readonly clear: (handle: unknown) => void };

const browserTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * SPEC §9's persisted query cache, written at most once per `throttleMs` (1 s), like TanStack's own
 * throttle, but never dropping the last write: when the page is hidden or unloads, the pending copy
 * is written at once. Without it a profile saved and reloaded within a second came back as it was
 * before the save (the stale copy restored, and no refetch on mount by SPEC §9).
 */
export const flushingPersister = (
  inner: Persister,
  throttleMs: number,
  timers: Timers = browserTimers,
): Persister & { readonly flush: () => void } => {
  let pending: PersistedClient | null = null;
  let timer: unknown = null;
  const flush = (): void => {
    if (timer !== null) timers.clear(timer);
    timer = null;
    if (pending === null) return;
    const client = pending;
    pending = null;
    void inner.persistClient(client);
  };
  return {
    persistClient: (client) => {
      pending = client;
      timer ??= timers.set(flush, throttleMs);
    },
    restoreClient: () => inner.restoreClient(),
    removeClient: () => {
      pending = null;
      if (timer !== null) timers.clear(timer);
      timer = null;
      return inner.removeClient();
    },
    flush,
  };
};
