import { Router } from "express";
import type { AppContext } from "../../app-context";
import { groupRoutes } from "./group-routes";
import { studentRoutes } from "./student-routes";
import { subdivisionRoutes } from "./subdivision-routes";

/** Students, groups and subdivisions: one router for app.ts. */
export const peopleRoutes = (ctx: AppContext): Router => {
  const router = Router();
  router.use(studentRoutes(ctx));
  router.use(groupRoutes(ctx));
  router.use(subdivisionRoutes(ctx));
  return router;
};
