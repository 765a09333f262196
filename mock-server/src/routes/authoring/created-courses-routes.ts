import type { CreatedCoursesPage } from "@app/domain/api/authoring";
import { readPaging } from "@app/domain/api/paging";
import type { AppContext } from "../../app-context";
import { principalOf, requireRole } from "../../http/authenticate";
import { byNewest, createdCourseCard, createdCourses } from "../../authoring/created-courses";
import { routeTable, type ApiRoute } from "../../http/route-table";

/** GET /api/created-courses: the cabinet's "Мои курсы", newest first, paged for "Показать ещё". */
export const createdCoursesRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();
  router.get(
    "/created-courses",
    ctx.authenticate,
    requireRole(["SCHOOL_OWNER", "MANAGER", "ADMIN", "TEACHER"]),
    (req, res) => {
      const db = ctx.store.data;
      const { page, perPage } = readPaging(req.query.page, req.query.per_page);
      const courses = [...createdCourses(db, principalOf(res))].sort(byNewest(db));
      const answer: CreatedCoursesPage = {
        data: courses.slice((page - 1) * perPage, page * perPage).map((c) => createdCourseCard(db, c)),
        meta: { page, per_page: perPage, total: courses.length },
      };
      res.json(answer);
    },
  );
  return router.routes;
};
