import { Router, type Response } from "express";
import { JoinRequest } from "@app/domain/api/access";
import { normalizeEmail } from "@app/domain/validation/email";
import type { AppContext } from "../../app-context";
import { allow, contentOf, courseOr404, isCourseStaff } from "../../access/course-access";
import { ACCESS_MESSAGES } from "@app/domain/validation/messages";
import { enrol, type Enrolled } from "../../access/enrol";
import { ensureContent } from "../../access/ensure-content";
import { joinPath, newToken } from "../../access/invitation-tokens";
import { principalOf, type Principal } from "../../http/authenticate";
import { decodeBody } from "../../http/decode-body";
import { HttpError } from "../../http/http-error";
import { invalidField } from "../../http/form-input";
import { publishedBody } from "../../passage/student-body";

const studentOnly = (principal: Principal): void => {
  if (!principal.roles.includes("STUDENT")) throw new HttpError(403, ACCESS_MESSAGES.studentRoleRequired);
};

/** 201 for a new enrolment, 200 when the student was already enrolled (idempotent). */
const answerEnrolled = (res: Response, { enrolment, created }: Enrolled): void => {
  res.status(created ? 201 : 200).json({ data: enrolment });
};

/** Access by link, and self-enrolment on a published course (SPEC settings.accesses, actions.accessEnable). */
export const enrolmentRoutes = (ctx: AppContext): Router => {
  const router = Router();

  /** Creates or rotates the course's access link; the old link stops working. */
  router.post("/courses/:id/access-link", ctx.authenticate, async (req, res) => {
    const course = courseOr404(ctx.store.data, req.params.id);
    allow(isCourseStaff(principalOf(res), course));
    const token = newToken();
    const link = joinPath(token);
    await ctx.store.update((db) => {
      const content = ensureContent(db, course);
      content.draft.settings.accesses.link = link;
      if (content.published !== null) content.published.settings.accesses.link = link;
    });
    res.status(201).json({ data: { course_id: course.id, token, link } });
  });

  router.post("/courses/join", ctx.authenticate, async (req, res) => {
    const principal = principalOf(res);
    const { token } = decodeBody(JoinRequest, req.body);
    if (token.trim() === "") throw invalidField("token", "Обязательное поле");
    const link = joinPath(token.trim());
    const db = ctx.store.data;
    const linkOf = (courseId: number): string | undefined => {
      const content = contentOf(db, courseId);
      return (content?.published ?? content?.draft)?.settings.accesses.link;
    };
    const course = db.courses.find((c) => c.status === "published" && linkOf(c.id) === link);
    if (course === undefined) throw new HttpError(404, ACCESS_MESSAGES.linkInvalid);
    studentOnly(principal);
    const now = new Date(ctx.clock()).toISOString();
    answerEnrolled(res, await ctx.store.update((draft) => enrol(draft, course, principal.user.id, "link", now)));
  });

  router.post("/courses/:id/enrolments", ctx.authenticate, async (req, res) => {
    const principal = principalOf(res);
    const db = ctx.store.data;
    const course = courseOr404(db, req.params.id);
    studentOnly(principal);
    const existing = db.enrolments.find((e) => e.course_id === course.id && e.user_id === principal.user.id);
    if (existing !== undefined) return answerEnrolled(res, { enrolment: existing, created: false });
    const body = publishedBody(db, course);
    if (body === null) throw new HttpError(403, ACCESS_MESSAGES.notPublished);
    const { actions, accesses } = body.settings;
    if (!actions.accessEnable || !accesses.available) throw new HttpError(403, ACCESS_MESSAGES.enrolmentClosed);
    const email = normalizeEmail(principal.user.email);
    const invited = db.invitations.some((i) => i.course_id === course.id && i.role === "student" && i.email === email && !i.revoked);
    if (accesses.accessByEmail && !invited) throw new HttpError(403, ACCESS_MESSAGES.invitedOnly);
    const now = new Date(ctx.clock()).toISOString();
    answerEnrolled(res, await ctx.store.update((draft) => enrol(draft, course, principal.user.id, accesses.accessByEmail ? "email" : "self", now)));
  });

  return router;
};
