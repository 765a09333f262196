import type { CalendarLinkResponse, MyDeadlinesResponse } from "@app/domain/api/deadlines";
import type { Request } from "express";
import type { AppContext } from "../../app-context";
import { calendarPath, calendarTokenOf } from "../../deadlines/calendar-tokens";
import { myDatedItems, myDeadlineView } from "../../deadlines/dated-items";
import { principalOf } from "../../http/authenticate";
import { routeTable, type ApiRoute } from "../../http/route-table";

/** The address as the caller reached the server (a calendar app needs it absolute). */
export const originOf = (req: Request): string => `${req.protocol}://${req.get("host") ?? "127.0.0.1"}`;

/** Issue #37: the student's dates across his courses and his private calendar address. */
export const myDeadlineRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();

  router.get("/my/deadlines", ctx.authenticate, (_req, res) => {
    const userId = principalOf(res).user.id;
    const answer: MyDeadlinesResponse = {
      data: myDatedItems(ctx.store.data, userId, ctx.clock()).map(myDeadlineView),
    };
    res.json(answer);
  });

  const calendarLink = (renew: boolean) => async (req: Request, res: Parameters<typeof principalOf>[0]) => {
    const userId = principalOf(res).user.id;
    const existing = renew ? undefined : ctx.store.data.calendarTokens.find((t) => t.user_id === userId)?.token;
    const token = existing ?? (await ctx.store.update((db) => calendarTokenOf(db, userId, ctx.clock(), renew)));
    const answer: CalendarLinkResponse = { data: { url: `${originOf(req)}${calendarPath(token)}` } };
    res.json(answer);
  };
  router.get("/my/deadlines/calendar", ctx.authenticate, calendarLink(false));
  router.post("/my/deadlines/calendar", ctx.authenticate, calendarLink(true));

  return router.routes;
};
