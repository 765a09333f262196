import { Router } from "express";
import type { AppContext } from "../../app-context";
import { classmatesRoutes } from "./classmates-routes";
import { courseReviewRoutes } from "./course-review-routes";
import { discussionRoutes } from "./discussion-routes";

/** The student course view's social tabs: Обсуждение, Однокурсники, Рейтинг, Отзывы. */
export const socialRoutes = (ctx: AppContext): Router => {
  const router = Router();
  router.use(discussionRoutes(ctx));
  router.use(classmatesRoutes(ctx));
  router.use(courseReviewRoutes(ctx));
  return router;
};
