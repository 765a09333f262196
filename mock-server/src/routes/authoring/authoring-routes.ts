import { Router } from "express";
import type { AppContext } from "../../app-context";
import { aboutRoutes } from "./about-routes";
import { contentRoutes } from "./content-routes";
import { createdCoursesRoutes } from "./created-courses-routes";
import { publishRoutes } from "./publish-routes";
import { exportRoutes } from "./transfer-routes";

export { importRoutes } from "./transfer-routes";

/** The authoring area (docs/api.md, "Authoring"): created courses, content, publish, delete, export, about, options.
 * POST /api/courses/import is `importRoutes`, mounted before the API's JSON parser. */
export const authoringRoutes = (ctx: AppContext): Router => {
  const router = Router();
  router.use(createdCoursesRoutes(ctx));
  router.use(exportRoutes(ctx));
  router.use(contentRoutes(ctx));
  router.use(publishRoutes(ctx));
  router.use(aboutRoutes(ctx));
  return router;
};
