import { Router } from "express";
import type { OutboxMessage, OutboxResponse } from "@app/domain/api/outbox";
import type { AppContext } from "../app-context";
import { mailPage } from "../dev/mail-page";
import { routeTable, type ApiRoute } from "../http/route-table";

const newestFirst = (ctx: AppContext): ReadonlyArray<OutboxMessage> => [...ctx.store.data.outbox].reverse();

/** GET /api/dev/outbox: the dev outbox as JSON. Mounted only when dev endpoints are on. */
export const devApiRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();
  router.get("/dev/outbox", (_req, res) => {
    const answer: OutboxResponse = { data: newestFirst(ctx) };
    res.json(answer);
  });
  return router.routes;
};

/** GET /dev/mail: the dev outbox as a page. Mounted only when dev endpoints are on. */
export const devPageRoutes = (ctx: AppContext): Router => {
  const router = Router();
  router.get("/dev/mail", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.type("html").send(mailPage(newestFirst(ctx)));
  });
  return router;
};
