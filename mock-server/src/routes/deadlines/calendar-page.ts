import express, { type Router } from "express";
import type { AppContext } from "../../app-context";
import { calendarFeed } from "../../deadlines/calendar-feed";
import { calendarOwner } from "../../deadlines/calendar-tokens";
import { myDatedItems, myDeadlineView } from "../../deadlines/dated-items";
import { originOf } from "./my-deadline-routes";

/**
 * Issue #37: `GET /calendar/{token}.ics`, outside /api and without sign-in (a calendar app cannot
 * sign in): the token is the key. An unknown or replaced token is a plain 404.
 */
export const calendarPageRoutes = (ctx: AppContext): Router => {
  const router = express.Router();
  router.get("/calendar/:file", (req, res) => {
    const match = /^([A-Za-z0-9_-]{20,100})\.ics$/.exec(req.params.file);
    const userId = match?.[1] === undefined ? undefined : calendarOwner(ctx.store.data, match[1]);
    if (userId === undefined) {
      res.status(404).type("text/plain; charset=utf-8").send("Календарь не найден");
      return;
    }
    const now = ctx.clock();
    const items = myDatedItems(ctx.store.data, userId, now).map(myDeadlineView);
    res.setHeader("Cache-Control", "private, no-cache");
    res.type("text/calendar; charset=utf-8").send(calendarFeed(items, { origin: originOf(req), nowMs: now }));
  });
  return router;
};
