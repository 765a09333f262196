import express from "express";
import * as Result from "effect/Result";
import {
  BUG_REPORT_BODY_LIMIT,
  BUG_REPORT_DESCRIPTION_MAX,
  BugReportRequest,
  type BugReportCreatedResponse,
  type BugReportResponse,
  type BugReportsResponse,
} from "@app/domain/api/bug-reports";
import { parseLog } from "@app/domain/log/decode-log";
import { maxLengthMessage } from "@app/domain/validation/messages";
import type { AppContext } from "../../app-context";
import { addBugReport, bugReportList, bugReportSummary } from "../../bug-reports/bug-reports";
import { principalOf, requireRole } from "../../http/authenticate";
import { decodeBody } from "../../http/decode-body";
import { HttpError, refuseInvalid } from "../../http/http-error";
import { routeTable, type ApiRoute } from "../../http/route-table";

const PAGE_MAX = 2000;
const REPORT_NOT_FOUND = "Отчёт не найден";

/**
 * `Отправить отчёт` (issue #33 part 7): any signed-in person sends his log with a description; admins
 * (the platform has no QA role, SPEC §6) list the reports and read each one's log. The log must be one
 * the replay reads: a refused one is answered 422 with the refusal's sentence.
 */
export const bugReportRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();

  // A log is larger than /api's 1 MB: this route parses its own body, once the token is checked.
  router.post(
    "/bug-reports",
    ctx.authenticateOnly,
    express.json({ limit: BUG_REPORT_BODY_LIMIT }),
    async (req, res) => {
      const principal = principalOf(res);
      const body = decodeBody(BugReportRequest, req.body);
      const description = body.description.trim();
      const errors: Record<string, string[]> = {};
      if (description.length > BUG_REPORT_DESCRIPTION_MAX)
        errors.description = [maxLengthMessage(BUG_REPORT_DESCRIPTION_MAX)];
      if (body.page.length > PAGE_MAX) errors.page = [maxLengthMessage(PAGE_MAX)];
      const log = parseLog(body.log);
      if (Result.isFailure(log)) errors.log = [log.failure.message];
      refuseInvalid(errors);
      const report = await addBugReport(ctx.store, {
        user_id: principal.user.id,
        role: principal.roles[0] ?? "",
        description,
        page: body.page,
        created_at: new Date(ctx.clock()).toISOString(),
        events: Result.isSuccess(log) ? log.success.length : 0,
        log: body.log,
      });
      const answer: BugReportCreatedResponse = { data: bugReportSummary(ctx.store.data, report) };
      res.status(201).json(answer);
    },
  );

  router.get("/bug-reports", ctx.authenticate, requireRole(["ADMIN"]), (_req, res) => {
    const answer: BugReportsResponse = { data: bugReportList(ctx.store.data) };
    res.setHeader("Cache-Control", "no-store");
    res.json(answer);
  });

  router.get("/bug-reports/:id", ctx.authenticate, requireRole(["ADMIN"]), (req, res) => {
    const db = ctx.store.data;
    const report = db.bugReports.find((r) => String(r.id) === req.params.id);
    if (report === undefined) throw new HttpError(404, REPORT_NOT_FOUND);
    const answer: BugReportResponse = { data: { ...bugReportSummary(db, report), log: report.log } };
    res.setHeader("Cache-Control", "no-store");
    res.json(answer);
  });
  return router.routes;
};
