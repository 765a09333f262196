import type { EducationResponse } from "@app/domain/api/education";
import { EDUCATION } from "../reference/education";
import { routeTable, type ApiRoute } from "../http/route-table";

/** SPEC §7 GET /api/education: a public reference list. */
export const referenceRoutes = (): ReadonlyArray<ApiRoute> => {
  const router = routeTable();
  router.get("/education", (_req, res) => {
    const answer: EducationResponse = { data: EDUCATION };
    res.json(answer);
  });
  return router.routes;
};
