import type { DeleteCourseResponse, PublishResponse } from "@app/domain/api/authoring";
import type { AppContext } from "../../app-context";
import { allow, courseOr404, isCourseStaff } from "../../access/course-access";
import { principalOf } from "../../http/authenticate";
import { deleteCourse } from "../../authoring/delete-course";
import { publishCourse } from "../../authoring/publish-course";
import { routeTable, type ApiRoute } from "../../http/route-table";

/** POST /api/courses/{id}/publish and DELETE /api/courses/{id}: staff only. */
export const publishRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();

  router.post("/courses/:id/publish", ctx.authenticate, async (req, res) => {
    const course = courseOr404(ctx.store.data, req.params.id);
    allow(isCourseStaff(principalOf(res), course));
    const published = await publishCourse(ctx.store, course.id, new Date(ctx.clock()).toISOString());
    const answer: PublishResponse = { data: { ...published, status: "published" } };
    res.json(answer);
  });

  router.delete("/courses/:id", ctx.authenticate, async (req, res) => {
    const course = courseOr404(ctx.store.data, req.params.id);
    allow(isCourseStaff(principalOf(res), course));
    await deleteCourse(ctx.store, course.id);
    const answer: DeleteCourseResponse = { data: { id: course.id } };
    res.json(answer);
  });
  return router.routes;
};
