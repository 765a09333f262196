import { DeadlinePlanRequest, ExtensionRequest } from "@app/domain/api/deadlines";
import type { DeadlinePlanResponse, ExtensionDeleteResponse, ExtensionResponse } from "@app/domain/api/deadlines";
import { DEADLINE_MESSAGES } from "@app/domain/deadlines/deadline-messages";
import { extensionErrors, planErrors } from "@app/domain/deadlines/plan-checks";
import { ACCESS_MESSAGES, PEOPLE_MESSAGES } from "@app/domain/validation/messages";
import { castDraft } from "immer";
import type { AppContext } from "../../app-context";
import {
  allow,
  canReview,
  contentOf,
  courseOr404,
  isCourseStaff,
  isEnrolled,
  numericParam,
} from "../../access/course-access";
import { extensionView, planTargetsOf, planView } from "../../deadlines/course-plan";
import { principalOf } from "../../http/authenticate";
import { decodeBody } from "../../http/decode-body";
import { HttpError, refuseInvalid } from "../../http/http-error";
import { routeTable, type ApiRoute } from "../../http/route-table";
import { nextId } from "../../store/next-id";
import type { DbData } from "../../store/db-schema";
import type { CourseRecord } from "@app/domain/api/courses";
import { emptyCourseBody } from "@app/domain/api/course-content";

/** What a plan may name: the lessons and tasks of the course's draft (staff date what they edit). */
const targetsOf = (db: DbData, course: CourseRecord) =>
  planTargetsOf(contentOf(db, course.id)?.draft ?? emptyCourseBody(String(course.id), course.name));

/**
 * Issue #37: a course's deadline plan (Настройки) and the extensions staff give. The course's staff
 * write; its assigned teachers may read.
 */
export const deadlinePlanRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();

  router.get("/courses/:id/deadlines", ctx.authenticate, (req, res) => {
    const db = ctx.store.data;
    const course = courseOr404(db, req.params.id);
    allow(canReview(db, principalOf(res), course));
    const answer: DeadlinePlanResponse = { data: planView(db, course.id) };
    res.json(answer);
  });

  router.put("/courses/:id/deadlines", ctx.authenticate, async (req, res) => {
    const course = courseOr404(ctx.store.data, req.params.id);
    allow(isCourseStaff(principalOf(res), course));
    const body = decodeBody(DeadlinePlanRequest, req.body);
    refuseInvalid(planErrors(body.items, targetsOf(ctx.store.data, course)));
    const at = new Date(ctx.clock()).toISOString();
    await ctx.store.update((db) => {
      const items = castDraft(body.items.map((i) => ({ ...i, due: { ...i.due } })));
      const found = db.deadlinePlans.find((p) => p.course_id === course.id);
      if (found === undefined) db.deadlinePlans.push({ course_id: course.id, items, updated_at: at });
      else Object.assign(found, { items, updated_at: at });
    });
    const answer: DeadlinePlanResponse = { data: planView(ctx.store.data, course.id) };
    res.json(answer);
  });

  router.post("/courses/:id/deadlines/extensions", ctx.authenticate, async (req, res) => {
    const db = ctx.store.data;
    const course = courseOr404(db, req.params.id);
    const principal = principalOf(res);
    allow(isCourseStaff(principal, course));
    const body = decodeBody(ExtensionRequest, req.body);
    const errors = extensionErrors(body, targetsOf(db, course));
    if (body.student_id !== null && errors.student_id === undefined && !isEnrolled(db, body.student_id, course.id))
      errors.student_id = [ACCESS_MESSAGES.notAStudent];
    if (body.group_id !== null && !db.groups.some((g) => g.id === body.group_id && g.school_id === course.school_id))
      errors.group_id = [PEOPLE_MESSAGES.unknownGroup];
    refuseInvalid(errors);
    const data = await ctx.store.update((draft) => {
      const record = {
        id: nextId(draft, "deadlineExtensions"),
        course_id: course.id,
        student_id: body.student_id,
        group_id: body.group_id,
        lesson_id: body.lesson_id,
        until: new Date(Date.parse(body.until)).toISOString(),
        created_at: new Date(ctx.clock()).toISOString(),
        created_by: principal.user.id,
      };
      draft.deadlineExtensions.push(record);
      return extensionView(record);
    });
    const answer: ExtensionResponse = { data };
    res.status(201).json(answer);
  });

  router.delete("/courses/:id/deadlines/extensions/:extId", ctx.authenticate, async (req, res) => {
    const course = courseOr404(ctx.store.data, req.params.id);
    allow(isCourseStaff(principalOf(res), course));
    const id = numericParam(req.params.extId);
    const found = ctx.store.data.deadlineExtensions.some((e) => e.id === id && e.course_id === course.id);
    if (!found) throw new HttpError(404, DEADLINE_MESSAGES.extensionNotFound);
    await ctx.store.update((db) => {
      const index = db.deadlineExtensions.findIndex((e) => e.id === id);
      if (index >= 0) db.deadlineExtensions.splice(index, 1);
    });
    const answer: ExtensionDeleteResponse = { data: null };
    res.json(answer);
  });

  return router.routes;
};
