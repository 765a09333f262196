import { Router } from "express";
import type { EducationResponse } from "@app/domain/api/education";
import { EDUCATION } from "../reference/education";

/** SPEC §7 GET /api/education: a public reference list. */
export const referenceRoutes = (): Router => {
  const router = Router();
  router.get("/education", (_req, res) => {
    const answer: EducationResponse = { data: EDUCATION };
    res.json(answer);
  });
  return router;
};
