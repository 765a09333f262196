import { Router } from "express";
import type { AppContext } from "../../app-context";
import { lessonRoutes } from "./lesson-routes";
import { myCoursesRoutes } from "./my-courses-routes";
import { workRoutes } from "./work-routes";

/** The student's side: his course lists, the course with his passage, lessons, tests and free tasks. */
export const passageRoutes = (ctx: AppContext): Router => {
  const router = Router();
  router.use(myCoursesRoutes(ctx));
  router.use(lessonRoutes(ctx));
  router.use(workRoutes(ctx));
  return router;
};
