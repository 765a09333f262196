import { CreateCourseRequest, type CourseResponse } from "@app/domain/api/courses";
import { requiredTextErrors } from "@app/domain/validation/name";
import type { AppContext } from "../app-context";
import { maybePrincipal, principalOf, requireRole } from "../http/authenticate";
import { decodeBody } from "../http/decode-body";
import { HttpError } from "../http/http-error";
import { sendJson } from "../http/send-json";
import { createCourse } from "../authoring/create-course";
import { courseById } from "../store/lookups";
import { routeTable, type ApiRoute } from "../http/route-table";

/**
 * GUIDE §1's two fixed course endpoints, minimal: POST /api/courses and GET /api/courses/{id}.
 * The rest of the course API comes with the domain course schemas.
 */
export const courseRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();

  router.post("/courses", ctx.authenticate, requireRole(["SCHOOL_OWNER", "MANAGER", "ADMIN"]), async (req, res) => {
    const body = decodeBody(CreateCourseRequest, req.body);
    const nameErrors = requiredTextErrors(body.name);
    if (nameErrors.length > 0) throw new HttpError(422, "", { name: nameErrors });
    const { user } = principalOf(res);
    const schoolId = user.school_id[0] ?? 0;
    const now = new Date(ctx.clock()).toISOString();
    const course = await createCourse(ctx.store, { name: body.name.trim(), schoolId }, now, user.id);
    const answer: CourseResponse = { data: course };
    sendJson(req, res, 201, answer);
  });

  /** A published course is public; a draft only for its school's staff and admins. */
  router.get("/courses/:id", ctx.optionalAuthenticate, (req, res) => {
    const id = String(req.params.id);
    const course = /^\d+$/.test(id) ? courseById(ctx.store.data.courses, Number(id)) : undefined;
    if (course === undefined) throw new HttpError(404, "");
    if (course.status !== "published") {
      const principal = maybePrincipal(res);
      if (principal === null) throw new HttpError(401, "");
      const staff =
        principal.roles.includes("ADMIN") ||
        (principal.user.school_id.includes(course.school_id) && principal.roles.some((r) => r !== "STUDENT"));
      if (!staff) throw new HttpError(403, "");
    }
    const answer: CourseResponse = { data: course };
    sendJson(req, res, 200, answer);
  });
  return router.routes;
};
