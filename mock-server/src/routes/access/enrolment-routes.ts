import { type Response } from "express";
import { JoinRequest, type AccessLinkInfo } from "@app/domain/api/access";
import type { CourseRecord } from "@app/domain/api/courses";
import { enrolmentMode } from "@app/domain/access/enrolment-mode";
import type { AppContext } from "../../app-context";
import { allow, contentOf, courseOr404, isCourseStaff } from "../../access/course-access";
import { ACCESS_MESSAGES } from "@app/domain/validation/messages";
import { enrolIn, type Enrolled } from "../../access/enrol";
import { setAccessLink } from "../../access/ensure-content";
import { joinPath, newToken } from "../../access/invitation-tokens";
import { principalOf, type Principal } from "../../http/authenticate";
import { decodeBody } from "../../http/decode-body";
import { HttpError } from "../../http/http-error";
import { invalidField } from "../../http/form-input";
import { publishedBody } from "../../access/course-body";
import { isInvitedStudent } from "../../access/offer";
import type { DbData } from "../../store/db-schema";
import { routeTable, type ApiRoute } from "../../http/route-table";

const studentOnly = (principal: Principal): void => {
  if (!principal.roles.includes("STUDENT")) throw new HttpError(403, ACCESS_MESSAGES.studentRoleRequired);
};

/** The published course whose access link has this token, or 404 `Ссылка для доступа недействительна`. */
const courseOfLink = (db: DbData, token: string): CourseRecord => {
  const link = joinPath(token);
  const linkOf = (courseId: number): string | undefined => {
    const content = contentOf(db, courseId);
    return (content?.published ?? content?.draft)?.settings.accesses.link;
  };
  const course = token === "" ? undefined : db.courses.find((c) => c.status === "published" && linkOf(c.id) === link);
  if (course === undefined) throw new HttpError(404, ACCESS_MESSAGES.linkInvalid);
  return course;
};

/** 201 for a new enrolment, 200 when the student was already enrolled (idempotent). */
const answerEnrolled = (res: Response, { enrolment, created }: Enrolled): void => {
  res.status(created ? 201 : 200).json({ data: enrolment });
};

/** Access by link, and self-enrolment on a published course (SPEC settings.accesses, actions.accessEnable). */
export const enrolmentRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();

  /** Creates or rotates the course's access link; the old link stops working. */
  router.post("/courses/:id/access-link", ctx.authenticate, async (req, res) => {
    const course = courseOr404(ctx.store.data, req.params.id);
    allow(isCourseStaff(principalOf(res), course));
    const token = newToken();
    const link = joinPath(token);
    await setAccessLink(ctx.store, course, link);
    res.status(201).json({ data: { course_id: course.id, token, link } });
  });

  router.post("/courses/join", ctx.authenticate, async (req, res) => {
    const principal = principalOf(res);
    const { token } = decodeBody(JoinRequest, req.body);
    if (token.trim() === "") throw invalidField("token", "Обязательное поле");
    const course = courseOfLink(ctx.store.data, token.trim());
    studentOnly(principal);
    const now = new Date(ctx.clock()).toISOString();
    answerEnrolled(res, await enrolIn(ctx.store, course, principal.user.id, "link", now));
  });

  /** The course an access link opens, for the /join page before the person joins (anyone may ask). */
  router.get("/access-links/:token", (req, res) => {
    const db = ctx.store.data;
    const course = courseOfLink(db, String(req.params.token));
    const data: AccessLinkInfo = {
      course_id: course.id,
      course_name: course.name,
      school_name: db.schools.find((s) => s.id === course.school_id)?.name ?? "",
    };
    res.json({ data });
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
    const mode = enrolmentMode(actions, accesses, body.additional.price.value);
    if (mode === "closed") throw new HttpError(403, ACCESS_MESSAGES.enrolmentClosed);
    if (mode === "invitation" && !isInvitedStudent(db, course.id, principal.user.email))
      throw new HttpError(403, ACCESS_MESSAGES.invitedOnly);
    if (mode === "paid") throw new HttpError(403, ACCESS_MESSAGES.paymentRequired);
    const now = new Date(ctx.clock()).toISOString();
    answerEnrolled(
      res,
      await enrolIn(ctx.store, course, principal.user.id, mode === "invitation" ? "email" : "self", now),
    );
  });

  return router.routes;
};
