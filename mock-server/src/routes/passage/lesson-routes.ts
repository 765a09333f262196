import type { CourseBody } from "@app/domain/api/course-content";
import { AUTHORING_MESSAGES } from "@app/domain/validation/messages";
import type { AppContext } from "../../app-context";
import { principalOf } from "../../http/authenticate";
import { HttpError } from "../../http/http-error";
import { blocksOf, findLesson, type LessonRef } from "../../passage/course-walk";
import { enrolledCourse } from "../../passage/enrolled-course";
import { completeBlockOf, startLessonOf } from "../../passage/passage-writes";
import { routeTable, type ApiRoute } from "../../http/route-table";

const lessonOr404 = (body: CourseBody, lessonId: unknown): LessonRef => {
  const ref = findLesson(body, String(lessonId));
  if (ref === undefined) throw new HttpError(404, AUTHORING_MESSAGES.lessonNotFound);
  return ref;
};

/** Starting a lesson and completing its blocks (SPEC §3 lesson statistics, §4). */
export const lessonRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();

  router.post("/my-courses/:id/lessons/:lessonId/start", ctx.authenticate, async (req, res) => {
    const { course, body, userId } = enrolledCourse(ctx.store.data, req.params.id, principalOf(res));
    const ref = lessonOr404(body, req.params.lessonId);
    const data = await startLessonOf(
      ctx.store,
      { courseId: course.id, userId, body, now: new Date(ctx.clock()).toISOString() },
      ref,
    );
    res.json({ data });
  });

  /** Tests complete by being answered and free tasks by being submitted; this marks the other blocks. */
  router.post("/my-courses/:id/lessons/:lessonId/blocks/:blockId/complete", ctx.authenticate, async (req, res) => {
    const { course, body, userId } = enrolledCourse(ctx.store.data, req.params.id, principalOf(res));
    const ref = lessonOr404(body, req.params.lessonId);
    const blockID = String(req.params.blockId);
    const found = blocksOf(ref.lesson).find((b) => b.block.contentBlockID === blockID);
    if (found === undefined) throw new HttpError(404, AUTHORING_MESSAGES.blockNotFound);
    const data = await completeBlockOf(
      ctx.store,
      { courseId: course.id, userId, body, now: new Date(ctx.clock()).toISOString() },
      ref,
      found,
    );
    res.json({ data });
  });

  return router.routes;
};
