import { gradesFileName } from "@app/domain/csv/export-labels";
import type { AppContext } from "../../app-context";
import { allow, canReview, courseOr404 } from "../../access/course-access";
import { principalOf } from "../../http/authenticate";
import { sendCsv, timeZoneOf } from "../../http/csv-answer";
import { routeTable, type ApiRoute } from "../../http/route-table";
import { gradesCsv } from "../../statistics/grades-csv";

/** Issue #38 part 5: the course's grades as CSV, to whoever reads its Статистика (the same access). */
export const gradesExportRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();

  router.get("/courses/:id/statistics/export.csv", ctx.authenticate, (req, res) => {
    const db = ctx.store.data;
    const course = courseOr404(db, req.params.id);
    allow(canReview(db, principalOf(res), course));
    const text = gradesCsv(db, course, timeZoneOf(req.query));
    sendCsv(res, text, gradesFileName(course.name), `statistics-course-${course.id}`);
  });

  return router.routes;
};
