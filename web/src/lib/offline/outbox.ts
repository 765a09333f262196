import * as Result from "effect/Result";
import { decodeWith } from "@app/domain/api/decode";
import { NETWORK_ERROR_STATUS } from "@app/domain/errors/catalogue";
import { isApiError } from "../api/api-error";
import { OutboxItems, type OutboxItem } from "./outbox-item";

export type OutboxStore = { readonly get: () => string | null; readonly set: (value: string) => void };
export type Lock = <T>(task: () => Promise<T>) => Promise<T>;

/** What became of an action: sent now, kept for later (no network), or refused by the server. */
export type Outcome =
  { readonly _tag: "sent" } | { readonly _tag: "queued" } | { readonly _tag: "failed"; readonly error: unknown };

type Options = {
  readonly store: OutboxStore;
  readonly send: (item: OutboxItem) => Promise<void>;
  /** The signed-in user: only his items are sent. */
  readonly owner: () => string | null;
  readonly isOnline: () => boolean;
  /** Held while sending, shared by every tab, so no item is sent twice (navigator.locks). */
  readonly lock?: Lock;
  /** An item queued earlier reached the server, or the server refused it. */
  readonly onSettled: (item: OutboxItem, outcome: Outcome) => void;
  /**
   * Marks an item as settled where every tab sees it at once (browser-outbox: a held Web Lock).
   * localStorage reaches the other tabs later than the shared lock does, so a tab that takes the
   * lock right after another has sent an item may still read it as waiting: it asks here first.
   */
  readonly settledMarks?: {
    readonly mark: (id: string) => Promise<void>;
    readonly isMarked: (id: string) => Promise<boolean>;
  };
};

/**
 * No answer about the action itself: no network, or the session ended before the call got through
 * (401 once the refresh was refused). The action stays kept for its owner, who signs in again; only
 * the server's verdict on the action (a 4xx/5xx other than that) settles it.
 */
const isNetworkError = (error: unknown): boolean =>
  !isApiError(error) || error.status === NETWORK_ERROR_STATUS || error.status === 401;

/**
 * The offline queue of the student's actions (issue #15), in the spirit of the authoring side's
 * pending log: an action is written to storage first, then sent; it leaves storage only when the
 * server has answered (accepted, or refused for good: a 4xx/5xx). A call that gets no answer at
 * all stays for the next flush: when the browser is back online, at start, or on the next action.
 * Flushes run one at a time, under a lock shared by the tabs, and read storage afresh each time.
 */
export const createOutbox = ({ store, send, owner, isOnline, lock, onSettled, settledMarks }: Options) => {
  const withLock: Lock = lock ?? ((task) => task());
  const listeners = new Set<() => void>();
  const waiting = new Map<string, (outcome: Outcome) => void>();

  const decode = (raw: string | null): ReadonlyArray<OutboxItem> => {
    if (raw === null) return [];
    try {
      const decoded = decodeWith(OutboxItems)(JSON.parse(raw));
      return Result.isSuccess(decoded) ? decoded.success : [];
    } catch {
      return [];
    }
  };
  const read = (): ReadonlyArray<OutboxItem> => decode(store.get());
  const write = (items: ReadonlyArray<OutboxItem>) => {
    store.set(JSON.stringify(items));
    changed();
  };
  const changed = () => {
    for (const listener of listeners) listener();
  };

  const settle = (item: OutboxItem, outcome: Outcome) => {
    const resolve = waiting.get(item.id);
    waiting.delete(item.id);
    if (resolve !== undefined) resolve(outcome);
    else onSettled(item, outcome);
  };

  let running: Promise<void> | null = null;
  let again = false;

  const flushOnce = () =>
    withLock(async () => {
      const me = owner();
      if (me === null || !isOnline()) return;
      for (;;) {
        const next = read().find((item) => item.owner === me);
        if (next === undefined) return;
        if (settledMarks !== undefined && (await settledMarks.isMarked(next.id))) {
          // Another tab settled it a moment ago; its removal has not reached this tab's storage yet.
          write(read().filter((item) => item.id !== next.id));
          continue;
        }
        let outcome: Outcome;
        try {
          await send(next);
          outcome = { _tag: "sent" };
        } catch (error) {
          if (isNetworkError(error)) {
            const resolve = waiting.get(next.id);
            waiting.delete(next.id);
            resolve?.({ _tag: "queued" });
            return;
          }
          outcome = { _tag: "failed", error };
        }
        await settledMarks?.mark(next.id);
        write(read().filter((item) => item.id !== next.id));
        settle(next, outcome);
      }
    });

  /** Sends what is kept, once at a time; a call made meanwhile runs one more pass after it. */
  const flush = (): Promise<void> => {
    if (running !== null) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await flushOnce();
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    /** Keeps the item, then tries to send it. Resolves with what became of it on this try. */
    add(item: OutboxItem): Promise<Outcome> {
      write([...read(), item]);
      const outcome = new Promise<Outcome>((resolve) => waiting.set(item.id, resolve));
      if (!isOnline()) {
        waiting.delete(item.id);
        return Promise.resolve({ _tag: "queued" });
      }
      // A flush that could not send it (signed out, offline meanwhile) leaves it kept.
      void flush().then(() => {
        const resolve = waiting.get(item.id);
        waiting.delete(item.id);
        resolve?.({ _tag: "queued" });
      });
      return outcome;
    },
    flush,
    /** The signed-in user's items not sent yet. */
    pending: (): ReadonlyArray<OutboxItem> => {
      const me = owner();
      return me === null ? [] : read().filter((item) => item.owner === me);
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Storage changed in another tab. */
    changed,
    /** The items of `before` (a stored value) that `after` no longer has: another tab settled them. */
    settledBetween: (before: string | null, after: string | null): ReadonlyArray<OutboxItem> => {
      const left = new Set(decode(after).map((item) => item.id));
      return decode(before).filter((item) => !left.has(item.id));
    },
  };
};

export type Outbox = ReturnType<typeof createOutbox>;
