import {
  SaveContentRequest,
  SavePatchRequest,
  type CourseContentResponse,
  type SaveContentAck,
  type SaveContentResponse,
} from "@app/domain/api/authoring";
import { emptyCourseBody } from "@app/domain/api/course-content";
import type { AppContext } from "../../app-context";
import { allow, contentOf, courseOr404, isAssignedTeacher, isCourseStaff } from "../../access/course-access";
import { principalOf } from "../../http/authenticate";
import { decodeBody } from "../../http/decode-body";
import { refuseInvalid } from "../../http/http-error";
import { saveContent, savePatch } from "../../authoring/save-content";
import { patchErrors, saveErrors } from "../../authoring/save-rules";
import { routeTable, type ApiRoute } from "../../http/route-table";

/** GET, PUT and PATCH /api/courses/{id}/content: the draft with its version, the whole-or-nothing save, and the save of a change. */
export const contentRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();

  router.get("/courses/:id/content", ctx.authenticate, (req, res) => {
    const db = ctx.store.data;
    const course = courseOr404(db, req.params.id);
    const principal = principalOf(res);
    const staff = isCourseStaff(principal, course);
    allow(staff || isAssignedTeacher(db, principal, course));
    const body = contentOf(db, course.id)?.draft ?? emptyCourseBody(String(course.id), course.name);
    const answer: CourseContentResponse = { data: { version: course.version, course: body, read_only: !staff } };
    res.json(answer);
  });

  router.put("/courses/:id/content", ctx.authenticate, async (req, res) => {
    const course = courseOr404(ctx.store.data, req.params.id);
    const principal = principalOf(res);
    allow(isCourseStaff(principal, course));
    const body = decodeBody(SaveContentRequest, req.body);
    const errors = saveErrors(body.course);
    refuseInvalid(errors);
    const saved = await saveContent(
      ctx.store,
      course.id,
      body.version,
      body.course,
      new Date(ctx.clock()).toISOString(),
      { author_id: principal.user.id, retention: ctx.historyRetention, endsVersion: body.end_version === true },
    );
    const answer: SaveContentResponse = {
      data: { version: saved.version, course: saved.course, assignments: [...saved.assignments] },
    };
    res.json(answer);
  });

  // The editor's save: only what changed since `version`, in one transaction with the version check.
  router.patch("/courses/:id/content", ctx.authenticate, async (req, res) => {
    const course = courseOr404(ctx.store.data, req.params.id);
    const principal = principalOf(res);
    allow(isCourseStaff(principal, course));
    const body = decodeBody(SavePatchRequest, req.body);
    const errors = patchErrors(body.patch);
    refuseInvalid(errors);
    const saved = await savePatch(ctx.store, course.id, body.version, body.patch, new Date(ctx.clock()).toISOString(), {
      author_id: principal.user.id,
      retention: ctx.historyRetention,
      endsVersion: body.end_version === true,
    });
    const answer: SaveContentAck = { data: { version: saved.version, assignments: [...saved.assignments] } };
    res.json(answer);
  });
  return router.routes;
};
