import { unenrol } from "../../access/enrol";
import type { CourseUsers } from "@app/domain/api/access";
import type { AppContext } from "../../app-context";
import { allow, canReview, contentOf, courseOr404, isCourseStaff, numericParam } from "../../access/course-access";
import { principalOf } from "../../http/authenticate";
import { progressIn } from "../../passage/student-lessons";
import { publishedBody } from "../../access/course-body";
import type { DbData, UserRecord } from "../../store/db-schema";
import { routeTable, type ApiRoute } from "../../http/route-table";
import { courseById } from "../../store/lookups";

const person = (user: UserRecord) => ({
  id: user.id,
  email: user.email,
  name: user.profile.name,
  surname: user.profile.surname,
});

const usersOf = (db: DbData, courseId: number): CourseUsers => {
  const course = courseById(db.courses, courseId);
  const body = course === undefined ? null : publishedBody(db, course);
  const byId = new Map(db.users.map((u) => [u.id, u]));
  const students = db.enrolments
    .filter((e) => e.course_id === courseId)
    .flatMap((e) => {
      const user = byId.get(e.user_id);
      if (user === undefined) return [];
      const progress = body === null ? 0 : progressIn(db, body, courseId, user.id).progress;
      return [
        { ...person(user), enrolled_at: e.enrolled_at, completed_at: e.completed_at, source: e.source, progress },
      ];
    });
  const teacherIds = contentOf(db, courseId)?.draft.settings.accesses.teachers ?? [];
  const teachers = teacherIds.flatMap((id) => {
    const user = /^\d+$/.test(id) ? byId.get(Number(id)) : undefined;
    return user === undefined ? [] : [person(user)];
  });
  return { students, teachers };
};

/** The course's users tab: students with their progress and the assigned teachers. */
export const courseUsersRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();

  router.get("/courses/:id/users", ctx.authenticate, (req, res) => {
    const db = ctx.store.data;
    const course = courseOr404(db, req.params.id);
    allow(canReview(db, principalOf(res), course));
    res.json({ data: usersOf(db, course.id) });
  });

  /** Removes a student from the course. His progress stays stored, so enrolling again restores it. */
  router.delete("/courses/:id/users/:userId", ctx.authenticate, async (req, res) => {
    const course = courseOr404(ctx.store.data, req.params.id);
    allow(isCourseStaff(principalOf(res), course));
    const userId = numericParam(req.params.userId);
    await unenrol(ctx.store, course.id, userId);
    res.json({ data: usersOf(ctx.store.data, course.id) });
  });

  return router.routes;
};
