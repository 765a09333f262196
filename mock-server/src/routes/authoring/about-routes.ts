import type { CourseAboutResponse, CourseOptionsResponse } from "@app/domain/api/authoring";
import { emptyCourseBody } from "@app/domain/api/course-content";
import type { AppContext } from "../../app-context";
import { allow, contentOf, courseOr404, isCourseStaff } from "../../access/course-access";
import { maybePrincipal } from "../../http/authenticate";
import { HttpError } from "../../http/http-error";
import { aboutView } from "../../authoring/about-view";
import { courseOptions } from "../../authoring/course-options";
import { routeTable, type ApiRoute } from "../../http/route-table";

/** GET /api/courses/{id}/about (public for published courses) and GET /api/course-options (anyone). */
export const aboutRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();

  router.get("/courses/:id/about", ctx.optionalAuthenticate, (req, res) => {
    const db = ctx.store.data;
    const course = courseOr404(db, req.params.id);
    const content = contentOf(db, course.id);
    const published = course.status === "published" ? (content?.published ?? null) : null;
    if (published === null) {
      const principal = maybePrincipal(res);
      if (principal === null) throw new HttpError(401, "");
      allow(isCourseStaff(principal, course));
    }
    const body = published ?? content?.draft ?? emptyCourseBody(String(course.id), course.name);
    const answer: CourseAboutResponse = { data: aboutView(db, course, body) };
    res.json(answer);
  });

  router.get("/course-options", (_req, res) => {
    const answer: CourseOptionsResponse = { data: courseOptions(ctx.store.data) };
    res.json(answer);
  });
  return router.routes;
};
