import * as Result from "effect/Result";
import * as Schema from "effect/Schema";
import { MyCoursesQuery, type StudentCourse } from "@app/domain/api/passage";
import { readPaging } from "@app/domain/api/paging";
import { VALIDATION_MESSAGES } from "@app/domain/validation/messages";
import type { AppContext } from "../../app-context";
import { canReview, courseOr404, isEnrolled } from "../../access/course-access";
import { ACCESS_MESSAGES } from "@app/domain/validation/messages";
import { principalOf } from "../../http/authenticate";
import { invalidField } from "../../http/form-input";
import { HttpError } from "../../http/http-error";
import { myCourses } from "../../passage/my-courses";
import { contentOf } from "../../access/course-access";
import { publishedBody } from "../../access/course-body";
import { studentCourse } from "../../passage/student-view";
import { withDates } from "../../deadlines/course-dates";
import { studentDates } from "../../deadlines/student-dates";
import { routeTable, type ApiRoute } from "../../http/route-table";

const decodeQuery = Schema.decodeUnknownResult(MyCoursesQuery);

/** The student's course lists (Доступные / Незавершённые / Завершённые) and one course with his passage. */
export const myCoursesRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();

  router.get("/my-courses", ctx.authenticate, (req, res) => {
    const query = decodeQuery(
      req.query.status === undefined || req.query.status === "" ? {} : { status: req.query.status },
    );
    if (Result.isFailure(query)) throw invalidField("status", VALIDATION_MESSAGES.unknownOption);
    const { page, perPage } = readPaging(req.query.page, req.query.per_page);
    const { status } = query.success;
    const all = myCourses(ctx.store.data, principalOf(res).user.id).filter(
      (c) => status === undefined || c.status === status,
    );
    res.json({
      data: all.slice((page - 1) * perPage, page * perPage),
      meta: { page, per_page: perPage, total: all.length },
    });
  });

  /** An enrolled student's view; the course's staff and assigned teachers may preview it (the draft if never published). */
  router.get("/my-courses/:id", ctx.authenticate, (req, res) => {
    const db = ctx.store.data;
    const principal = principalOf(res);
    const course = courseOr404(db, req.params.id);
    const enrolled = isEnrolled(db, principal.user.id, course.id);
    if (!enrolled && !canReview(db, principal, course)) throw new HttpError(403, ACCESS_MESSAGES.notEnrolled);
    const body = publishedBody(db, course) ?? (enrolled ? null : (contentOf(db, course.id)?.draft ?? null));
    if (body === null) throw new HttpError(404, ACCESS_MESSAGES.notPublished);
    const data: StudentCourse = withDates(
      studentCourse({ db, courseId: course.id, userId: principal.user.id }, course, body, !enrolled),
      studentDates(db, course.id, principal.user.id),
      ctx.clock(),
    );
    res.json({ data });
  });

  return router.routes;
};
