import { useEffect, useState } from "react";

export type Loaded<T> =
  | { readonly status: "loading" }
  | { readonly status: "error"; readonly error: unknown }
  | { readonly status: "ready"; readonly data: T };

/**
 * One GET for the history screens, fresh on every visit. Not the query cache: that one is kept for a
 * day and stored in localStorage, while a version's course can be megabytes and history moves with
 * every save. `key` names what is loaded; a new key (or `reload`) loads again, and a late answer for
 * an old key is dropped.
 */
export const useLoad = <T>(key: string, load: () => Promise<T>): readonly [Loaded<T>, () => void] => {
  const [round, setRound] = useState(0);
  const [state, setState] = useState<{ key: string; loaded: Loaded<T> }>({ key, loaded: { status: "loading" } });
  useEffect(() => {
    let live = true;
    setState({ key, loaded: { status: "loading" } });
    load().then(
      (data) => live && setState({ key, loaded: { status: "ready", data } }),
      (error: unknown) => live && setState({ key, loaded: { status: "error", error } }),
    );
    return () => {
      live = false;
    };
    // `load` is a fresh closure on every render; `key` says what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);
  const loaded: Loaded<T> = state.key === key ? state.loaded : { status: "loading" };
  return [loaded, () => setRound((n) => n + 1)] as const;
};
