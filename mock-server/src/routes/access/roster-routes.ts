import { RosterImportRequest } from "@app/domain/api/roster";
import type { AppContext } from "../../app-context";
import { allow, courseOr404, isCourseStaff } from "../../access/course-access";
import { applyRoster, checkRosterRequest, previewRoster } from "../../access/roster-import";
import { principalOf } from "../../http/authenticate";
import { decodeBody } from "../../http/decode-body";
import { routeTable, type ApiRoute } from "../../http/route-table";

/** Students of a CSV roster enrolled in a course: a dry run's report, then the same call applied. */
export const rosterRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();

  router.post("/courses/:id/enrolments/import", ctx.authenticate, async (req, res) => {
    const course = courseOr404(ctx.store.data, req.params.id);
    allow(isCourseStaff(principalOf(res), course));
    const body = decodeBody(RosterImportRequest, req.body);
    checkRosterRequest(ctx.store.data, course, body);
    const data = body.dry_run
      ? previewRoster(ctx.store.data, course, body)
      : await applyRoster(ctx.store, course, body, ctx.clock());
    res.json({ data });
  });

  return router.routes;
};
