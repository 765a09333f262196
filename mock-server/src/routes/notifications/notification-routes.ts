import { MarkReadRequest, type NotificationsPage, type UnreadCount } from "@app/domain/api/notifications";
import type { AppContext } from "../../app-context";
import { principalOf } from "../../http/authenticate";
import { decodeBody } from "../../http/decode-body";
import { routeTable, type ApiRoute } from "../../http/route-table";
import { paginate } from "../../http/paginate";
import { markRead } from "../../notifications/mark-read";
import { notificationView, notificationsOf, unreadCountOf } from "../../notifications/notification-reads";
import { notificationStream } from "./notification-stream";

/** Issue #35: a person's own notifications, marking them read, and their live stream. */
export const notificationRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();

  router.get("/notifications", ctx.authenticate, (req, res) => {
    const userId = principalOf(res).user.id;
    const db = ctx.store.data;
    const page = paginate(notificationsOf(db, userId), req.query);
    const answer: NotificationsPage = {
      data: page.data.map(notificationView),
      meta: page.meta,
      unread: unreadCountOf(db, userId),
    };
    res.json(answer);
  });

  router.post("/notifications/read", ctx.authenticate, async (req, res) => {
    const userId = principalOf(res).user.id;
    const request = decodeBody(MarkReadRequest, req.body);
    const answer: UnreadCount = { unread: await markRead(ctx.store, userId, request, ctx.clock()) };
    res.json(answer);
  });

  router.get("/notifications/stream", ctx.authenticateOnly, notificationStream(ctx));

  return router.routes;
};
