import type { TokenPair } from "@app/domain/api/auth";

/** Where the API client reads and writes the session's tokens. */
export type TokenStore = {
  get(): TokenPair | null;
  set(pair: TokenPair): void;
  clear(): void;
};

/** An in-memory token store, for tests and the contract consumer. */
export const memoryTokenStore = (initial: TokenPair | null = null): TokenStore => {
  let current = initial;
  return {
    get: () => current,
    set: (pair) => {
      current = pair;
    },
    clear: () => {
      current = null;
    },
  };
};
