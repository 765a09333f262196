import type { CourseOffer } from "@app/domain/api/access";
import { ACCESS_MESSAGES } from "@app/domain/validation/messages";
import type { AppContext } from "../../app-context";
import { courseOr404 } from "../../access/course-access";
import { courseOffer } from "../../access/offer";
import { purchaseIn } from "../../access/purchase";
import { trialLesson } from "../../passage/trial-lesson";
import { maybePrincipal, principalOf } from "../../http/authenticate";
import { HttpError } from "../../http/http-error";
import { routeTable, type ApiRoute } from "../../http/route-table";

/**
 * The public course page's offer (how to get in), its trial lessons (issue #30) and buying a paid
 * course (SPEC §3 need_to_be_paid).
 */
export const offerRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();

  router.get("/courses/:id/offer", ctx.optionalAuthenticate, (req, res) => {
    const db = ctx.store.data;
    const course = courseOr404(db, req.params.id);
    const answer: { data: CourseOffer } = { data: courseOffer(db, course, maybePrincipal(res)?.user ?? null) };
    res.json(answer);
  });

  router.get("/courses/:id/trial-lessons/:lessonId", (req, res) => {
    const db = ctx.store.data;
    res.json({ data: trialLesson(db, courseOr404(db, req.params.id), String(req.params.lessonId)) });
  });

  router.post("/courses/:id/orders", ctx.authenticate, async (req, res) => {
    const principal = principalOf(res);
    const db = ctx.store.data;
    const course = courseOr404(db, req.params.id);
    const offer = courseOffer(db, course, principal.user);
    if (!principal.roles.includes("STUDENT")) throw new HttpError(403, ACCESS_MESSAGES.studentRoleRequired);
    if (offer.mode !== "paid" && !offer.enrolled)
      throw new HttpError(409, offer.mode === "open" ? ACCESS_MESSAGES.notForSale : ACCESS_MESSAGES.enrolmentClosed);
    const now = new Date(ctx.clock()).toISOString();
    const bought = await purchaseIn(ctx.store, course, principal.user.id, offer.price, now);
    res.status(bought.created ? 201 : 200).json({ data: { order: bought.order, enrolment: bought.enrolment } });
  });

  return router.routes;
};
