import type { RequestHandler } from "express";
import type { NotificationEvent } from "@app/domain/api/notifications";
import type { AppContext } from "../../app-context";
import { principalOf } from "../../http/authenticate";
import {
  notificationView,
  notificationsOf,
  notificationsVersion,
  unreadCountOf,
} from "../../notifications/notification-reads";

/** How often an open stream looks for a change (two counters: nothing is scanned unless one moved). */
const LOOK_EVERY_MS = 400;
/** A comment line now and then, so proxies keep an idle stream open. */
const HEARTBEAT_MS = 25_000;

/**
 * GET /api/notifications/stream (issue #35): server-sent events, read by the app with fetch so the
 * Bearer header goes as on every call (EventSource cannot send one). The first event is the unread
 * count now (with the notifications newer than `?after=ID`, if given); then one event whenever it
 * changes or notifications arrive, with those new ones.
 * Only durable changes are shown (the store is settled). It ends when the access token that opened
 * it expires (the app reconnects with a fresh one), and at once with `?once=1`: a poll, for a client
 * behind a proxy that buffers streams, and for the contract test.
 */
export const notificationStream =
  (ctx: AppContext): RequestHandler =>
  (req, res) => {
    const userId = principalOf(res).user.id;
    const token = (req.get("authorization") ?? "").replace(/^Bearer\s+/i, "");
    const expired = (): boolean => ctx.signer.verifyAccess(token, ctx.clock()) === null;
    res.writeHead(200, {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform: compression leaves the stream alone (it would buffer the events).
      "Cache-Control": "no-cache, no-transform",
      "X-Accel-Buffering": "no",
    });
    let version = "";
    // `?after=ID`: the newest notification the page has; the first event brings any newer ones.
    const after =
      typeof req.query.after === "string" && /^\d{1,15}$/.test(req.query.after) ? Number(req.query.after) : null;
    let lastId = after ?? notificationsOf(ctx.store.data, userId)[0]?.id ?? 0;
    const send = (): void => {
      if (ctx.store.settled() !== null) return;
      const db = ctx.store.data;
      const now = notificationsVersion(db);
      if (now === version) return;
      version = now;
      const arrived = notificationsOf(db, userId).filter((n) => n.id > lastId);
      lastId = arrived[0]?.id ?? lastId;
      const event: NotificationEvent = { unread: unreadCountOf(db, userId), arrived: arrived.map(notificationView) };
      res.write(`data: ${JSON.stringify(event)}\n\n`);
    };
    send();
    if (req.query.once === "1") {
      res.end();
      return;
    }
    const look = setInterval(() => {
      if (expired()) {
        stop();
        res.end();
        return;
      }
      send();
    }, LOOK_EVERY_MS);
    const heartbeat = setInterval(() => res.write(": keep-alive\n\n"), HEARTBEAT_MS);
    const stop = (): void => {
      clearInterval(look);
      clearInterval(heartbeat);
    };
    req.on("close", stop);
  };
