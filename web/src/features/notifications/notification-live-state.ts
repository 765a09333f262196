import { proxy } from "valtio";
import * as Schema from "effect/Schema";
import type { NotificationView } from "@app/domain/api/notifications";
import { apiClient } from "../../lib/api/client";

/**
 * The bell's state (issue #35), in the cabinet's first chunk; the stream that feeds it is loaded
 * later (notification-live.ts), once the page's network is quiet (`QUIET_MS`): a stream is a request
 * that never ends, so it never opens among the page's first work, and tools that wait for a quiet
 * network (Playwright's `networkidle`, the JS budget test, `bench:web`) see that quiet before it.
 */
/** The list's query key: refreshed when notifications arrive. */
export const NOTIFICATIONS_KEY = ["notifications"] as const;

export const liveNotifications = proxy<{ unread: number | null }>({ unread: null });

type Listener = (arrived: ReadonlyArray<NotificationView>) => void;
const listeners = new Set<Listener>();

/** Called with the notifications that arrive while the page is open (the toast, the list's refresh). */
export const onArrived = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const tellArrived = (arrived: ReadonlyArray<NotificationView>): void => {
  for (const listener of listeners) listener(arrived);
};

/** After a mark read: the count the server answered, at once (the stream confirms it). */
export const setUnread = (unread: number): void => {
  liveNotifications.unread = unread;
};

const QUIET_MS = 1_500;

/** Resolves once the page has loaded and no resource has finished loading for `QUIET_MS`. */
const networkQuiet = (signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let observer: PerformanceObserver | undefined;
    const done = (): void => {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const restart = (): void => {
      clearTimeout(timer);
      timer = setTimeout(done, QUIET_MS);
    };
    signal.addEventListener("abort", done, { once: true });
    const start = (): void => {
      if (typeof PerformanceObserver !== "undefined") {
        observer = new PerformanceObserver(restart);
        observer.observe({ type: "resource" });
      }
      restart();
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
  });

/** The newest notification and the count, read at once when the bell mounts (GET /api/notifications). */
const Head = Schema.Struct({ data: Schema.Array(Schema.Struct({ id: Schema.Number })), unread: Schema.Number });
const readHead = (): Promise<number> =>
  apiClient.request("notifications", { schema: Head, query: { page: 1, per_page: 1 } }).then((head) => {
    setUnread(head.unread);
    return head.data[0]?.id ?? 0;
  });

let users = 0;
let controller: AbortController | null = null;

/** Keeps the stream open while at least one bell is on the page. */
export const connectNotifications = (): (() => void) => {
  users += 1;
  if (controller === null) {
    const mine = new AbortController();
    controller = mine;
    // What arrives after this moment is news for this page (a toast), whenever the stream opens.
    const newest = readHead().catch(() => null);
    void networkQuiet(mine.signal)
      .then(() => (mine.signal.aborted ? null : import("./notification-live")))
      .then(async (live) => live?.runNotificationStream(mine.signal, await newest))
      .catch(() => undefined);
  }
  return () => {
    users -= 1;
    if (users > 0 || controller === null) return;
    controller.abort();
    controller = null;
    liveNotifications.unread = null;
  };
};
