import { Router } from "express";
import type { AppContext } from "../../app-context";
import { courseUsersRoutes } from "./course-users-routes";
import { enrolmentRoutes } from "./enrolment-routes";
import { invitationRoutes } from "./invitation-routes";
import { offerRoutes } from "./offer-routes";

/** Access to courses: invitations, the access link, enrolment and the course's users. */
export const accessRoutes = (ctx: AppContext): Router => {
  const router = Router();
  router.use(invitationRoutes(ctx));
  router.use(enrolmentRoutes(ctx));
  router.use(offerRoutes(ctx));
  router.use(courseUsersRoutes(ctx));
  return router;
};
