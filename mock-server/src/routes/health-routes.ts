import type { HealthResponse } from "@app/domain/api/health";
import type { AppContext } from "../app-context";
import { routeTable, type ApiRoute } from "../http/route-table";
import { sendJson } from "../http/send-json";

/**
 * GET /api/health (issue #32 part 9), public, for an operator's monitor: 200 while the server
 * answers, with its store's state; `status` is "read-only" while the disk refuses journal writes.
 */
export const healthRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();
  const startedAt = ctx.clock();
  router.get("/health", (req, res) => {
    const store = ctx.store.health();
    const answer: HealthResponse = {
      data: {
        status: store.writable ? "ok" : "read-only",
        uptime_seconds: Math.max(0, Math.floor((ctx.clock() - startedAt) / 1000)),
        store,
      },
    };
    res.setHeader("Cache-Control", "no-store");
    sendJson(req, res, 200, answer);
  });
  return router.routes;
};
