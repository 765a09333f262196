import * as Schema from "effect/Schema";
import type { CourseStatisticsResponse, UsersStatisticsResponse } from "@app/domain/api/statistics";
import { readPaging } from "@app/domain/api/paging";
import type { AppContext } from "../../app-context";
import { allow, canReview, courseOr404 } from "../../access/course-access";
import { principalOf } from "../../http/authenticate";
import { courseStatistics } from "../../statistics/course-statistics";
import { decodeQuery, idOf, QueryId, queryFields } from "../../statistics/query";
import { usersStatistics } from "../../statistics/users-statistics";
import { routeTable, type ApiRoute } from "../../http/route-table";

const UsersStatisticsQuery = Schema.Struct({ course_id: Schema.optionalKey(QueryId) });

/** Course statistics (SPEC §3) and users statistics (SPEC §6 /usersStatistics). */
export const statisticsRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();

  router.get("/courses/:id/statistics", ctx.authenticate, (req, res) => {
    const db = ctx.store.data;
    const course = courseOr404(db, req.params.id);
    allow(canReview(db, principalOf(res), course));
    const answer: CourseStatisticsResponse = { data: courseStatistics(db, course) };
    res.json(answer);
  });

  router.get("/users-statistics", ctx.authenticate, (req, res) => {
    const { page, perPage } = readPaging(req.query.page, req.query.per_page);
    const query = decodeQuery(UsersStatisticsQuery, queryFields(req.query, ["course_id"]));
    const rows = usersStatistics(ctx.store.data, principalOf(res), idOf(query.course_id));
    const answer: UsersStatisticsResponse = {
      data: rows.slice((page - 1) * perPage, page * perPage),
      meta: { page, per_page: perPage, total: rows.length },
    };
    res.json(answer);
  });

  return router.routes;
};
