import { useSyncExternalStore } from "react";

type Listeners = { readonly subscribe: (listener: () => void) => () => void; readonly notify: () => void };

const listeners = (): Listeners => {
  const all = new Set<() => void>();
  return {
    subscribe: (listener) => {
      all.add(listener);
      return () => all.delete(listener);
    },
    notify: () => {
      for (const listener of all) listener();
    },
  };
};

/**
 * One value that components read with `use()` and render again when it is `set` (the UI state
 * around the model: a live region's text, the replay, which toast container is wanted). Values are
 * replaced, never changed in place, so a component sees a new value only when there is one.
 */
export const valueStore = <T>(initial: T) => {
  let value = initial;
  const { subscribe, notify } = listeners();
  const get = (): T => value;
  return {
    get,
    subscribe,
    set: (next: T): void => {
      if (Object.is(next, value)) return;
      value = next;
      notify();
    },
    use: (): T => useSyncExternalStore(subscribe, get, () => initial),
  };
};

/**
 * Values by key (a course id), each `empty` until set; setting `empty` removes the key. Components
 * read one key with `use(key)` and render again only when that key's value is replaced.
 */
export const keyedStore = <T>(empty: T) => {
  const values = new Map<string, T>();
  const { subscribe, notify } = listeners();
  const get = (key: string): T => values.get(key) ?? empty;
  return {
    get,
    subscribe,
    has: (key: string): boolean => values.has(key),
    size: (): number => values.size,
    set: (key: string, next: T): void => {
      if (Object.is(next, get(key))) return;
      if (Object.is(next, empty)) values.delete(key);
      else values.set(key, next);
      notify();
    },
    use: (key: string): T =>
      useSyncExternalStore(
        subscribe,
        () => get(key),
        () => empty,
      ),
  };
};
