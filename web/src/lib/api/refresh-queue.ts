import type { TokenPair } from "@app/domain/api/auth";
import type { TokenStore } from "./token-store";

/** Runs `task` while holding a lock shared by every tab (navigator.locks), or directly without one. */
export type RefreshLock = <T>(task: () => Promise<T>) => Promise<T>;

type Options = {
  readonly tokens: TokenStore;
  readonly call: (pair: TokenPair) => Promise<TokenPair | null>;
  readonly lock: RefreshLock | undefined;
  readonly onExpired: () => void;
};

export type SingleFlightRefresh = {
  /** Resolves when no refresh is running, so a new call never carries a token about to be replaced. */
  settled(): Promise<void>;
  /** The pair to replay with after `stale` got a 401, or null when the session is over. */
  after(stale: TokenPair): Promise<TokenPair | null>;
};

/**
 * One refresh at a time. Every call that fails with a 401 while a refresh runs waits for that
 * same refresh. A pair that is already newer than the one a call was sent with (refreshed by an
 * earlier call, or by another tab) is adopted without asking the server again.
 */
export const singleFlightRefresh = ({ tokens, call, lock, onExpired }: Options): SingleFlightRefresh => {
  let running: Promise<TokenPair | null> | null = null;
  const withLock: RefreshLock = lock ?? ((task) => task());

  const run = (stale: TokenPair): Promise<TokenPair | null> =>
    withLock(async () => {
      const current = tokens.get();
      if (current === null) return null;
      if (current.token !== stale.token) return current;
      const fresh = await call(current);
      if (fresh === null) {
        tokens.clear();
        onExpired();
        return null;
      }
      tokens.set(fresh);
      return fresh;
    });

  return {
    async settled() {
      if (running !== null) await running.catch(() => null);
    },
    after(stale) {
      const current = tokens.get();
      if (current === null) return Promise.resolve(null);
      if (current.token !== stale.token) return Promise.resolve(current);
      if (running === null) {
        // Assigned before the refresh starts, so a call made while it starts already waits for it.
        running = Promise.resolve()
          .then(() => run(stale))
          .finally(() => {
            running = null;
          });
      }
      return running;
    },
  };
};
