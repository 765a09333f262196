import { REVIEW_FILE_NAME } from "@app/domain/csv/export-labels";
import type { AppContext } from "../../app-context";
import { principalOf, requireRole } from "../../http/authenticate";
import { sendCsv, timeZoneOf } from "../../http/csv-answer";
import { routeTable, type ApiRoute } from "../../http/route-table";
import { reviewCsv } from "../../review/review-csv";
import { reviewQueue } from "../../review/review-queue";
import { REVIEWER_ROLES } from "../../review/reviewer-roles";
import { queueFilters } from "./review-routes";

/**
 * Issue #38 part 5: the review queue as CSV, every work under the queue's filters (the same query
 * and the same access as GET /api/review/queue), not a page of them.
 */
export const reviewExportRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();

  router.get("/review/export.csv", ctx.authenticate, requireRole(REVIEWER_ROLES), (req, res) => {
    const filters = queueFilters(req.query);
    const timeZone = timeZoneOf(req.query);
    const db = ctx.store.data;
    const all = { page: 1, perPage: Number.MAX_SAFE_INTEGER };
    const queue = reviewQueue(db, principalOf(res), filters, ctx.clock(), all);
    sendCsv(res, reviewCsv(db, queue.data, timeZone), REVIEW_FILE_NAME, "review-queue");
  });

  return router.routes;
};
