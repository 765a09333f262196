import * as Schema from "effect/Schema";
import * as Result from "effect/Result";
import { NotificationEvent } from "@app/domain/api/notifications";
import { apiBaseURL, apiClient } from "../../lib/api/client";
import { notificationsApi } from "../../lib/api/notifications-api";
import { readEventStream } from "../../lib/api/event-stream";
import { sessionTokenStore } from "../../lib/session/session-store";
import { setUnread, tellArrived } from "./notification-live-state";

const api = notificationsApi(apiClient);
const decodeNotificationEvent = Schema.decodeUnknownResult(NotificationEvent);
const decodeEvent = (data: string) => {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    json = null;
  }
  return decodeNotificationEvent(json);
};

const wait = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * The page's one notification stream (issue #35): GET /api/notifications/stream read with fetch, so
 * it carries the access token. `after` is the newest notification the page knows, so what arrived
 * while it (re)connected comes in the first event. When the stream ends (the token expired, the
 * network dropped, the server restarted) a normal API call refreshes the token if needed, then it
 * opens again, 0.5 s later, or 1 s, 2 s, … up to 30 s after failures.
 */
export const runNotificationStream = async (signal: AbortSignal, newest: number | null): Promise<void> => {
  let failures = 0;
  let after: number | null = newest;
  while (!signal.aborted) {
    try {
      const page = await api.list(1, 1);
      setUnread(page.unread);
      after ??= page.data[0]?.id ?? 0;
      const token = sessionTokenStore.get()?.token;
      if (token === undefined) return;
      const response = await fetch(`${apiBaseURL()}/api/notifications/stream?after=${after}`, {
        headers: { Accept: "text/event-stream", Authorization: `Bearer ${token}` },
        signal,
      });
      if (!response.ok) throw new Error(`stream: ${response.status}`);
      failures = 0;
      await readEventStream(response, (data) => {
        const event = decodeEvent(data);
        if (Result.isFailure(event)) return;
        setUnread(event.success.unread);
        const { arrived } = event.success;
        if (arrived.length === 0) return;
        after = Math.max(after ?? 0, ...arrived.map((n) => n.id));
        tellArrived(arrived);
      });
    } catch {
      failures += 1;
    }
    if (!signal.aborted) await wait(failures === 0 ? 500 : Math.min(30_000, 1000 * 2 ** (failures - 1)), signal);
  }
};
