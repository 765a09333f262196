import { SOCIAL_MESSAGES } from "@app/domain/validation/messages";
import { type ClassmatesPage, type RatingResponse } from "@app/domain/api/social";
import type { AppContext } from "../../app-context";
import { allow, courseOr404 } from "../../access/course-access";
import { principalOf } from "../../http/authenticate";
import { HttpError } from "../../http/http-error";
import { effectiveSettings } from "../../review/course-tree";
import { paginate } from "../../http/paginate";
import { personView } from "../../people/person-view";
import { enrolledStudents, progressOf, publishedLessons } from "../../social/classmates-progress";
import { ratingOf } from "../../social/rating";
import { isCourseMember, isCourseModerator } from "../../social/social-access";
import { routeTable, type ApiRoute } from "../../http/route-table";

/** The Однокурсники and Рейтинг tabs: for the course's students, staff and assigned teachers. */
export const classmatesRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();

  router.get("/courses/:id/classmates", ctx.authenticate, (req, res) => {
    const db = ctx.store.data;
    const course = courseOr404(db, req.params.id);
    const principal = principalOf(res);
    allow(isCourseMember(db, principal, course));
    const moderator = isCourseModerator(db, principal, course);
    if (!moderator && !effectiveSettings(db, course.id).actions.showClassmates)
      throw new HttpError(403, SOCIAL_MESSAGES.classmatesHidden);
    // The page first, then each student's progress on it (the course's lessons read once).
    const page = paginate(
      enrolledStudents(db, course.id).filter((userId) => userId !== principal.user.id),
      req.query,
    );
    const lessons = publishedLessons(db, course.id);
    const answer: ClassmatesPage = {
      ...page,
      data: page.data.map((userId) => ({
        student: personView(db, userId),
        progress: progressOf(db, lessons, course.id, userId),
      })),
    };
    res.json(answer);
  });

  router.get("/courses/:id/rating", ctx.authenticate, (req, res) => {
    const db = ctx.store.data;
    const course = courseOr404(db, req.params.id);
    const principal = principalOf(res);
    allow(isCourseMember(db, principal, course));
    const entries = ratingOf(db, course.id);
    const answer: RatingResponse = {
      data: { entries, me: entries.find((e) => e.student.id === principal.user.id) ?? null },
    };
    res.json(answer);
  });
  return router.routes;
};
