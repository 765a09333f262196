import { CreateInvitationsRequest, type InvitationInfo } from "@app/domain/api/access";
import { readPaging } from "@app/domain/api/paging";
import { MAX_INVITATION_EMAILS } from "@app/domain/constants";
import { emailErrors, normalizeEmail } from "@app/domain/validation/email";
import { VALIDATION_MESSAGES } from "@app/domain/validation/messages";
import type { AppContext } from "../../app-context";
import { allow, courseOr404, isCourseStaff, numericParam } from "../../access/course-access";
import { ACCESS_MESSAGES } from "@app/domain/validation/messages";
import { invitationStatus, invitationView, invite, revokeInvitation } from "../../access/invitations";
import { hashToken } from "../../access/invitation-tokens";
import { acceptInvitationIn } from "../../access/accept-invitation";
import { principalOf } from "../../http/authenticate";
import { decodeBody } from "../../http/decode-body";
import { HttpError, refuseInvalid } from "../../http/http-error";
import type { DbData } from "../../store/db-schema";
import type { InvitationRecord } from "../../store/platform-records";
import { routeTable, type ApiRoute } from "../../http/route-table";

/** 422 keyed `emails` or `emails.{i}` for each address that breaks SPEC §5's e-mail rules. */
const checkEmails = (emails: ReadonlyArray<string>): void => {
  if (emails.length === 0) throw new HttpError(422, "", { emails: [VALIDATION_MESSAGES.required] });
  if (emails.length > MAX_INVITATION_EMAILS) throw new HttpError(422, "", { emails: [ACCESS_MESSAGES.tooManyEmails] });
  const errors = Object.fromEntries(
    emails.flatMap((email, i) => {
      const messages = emailErrors(email);
      return messages.length === 0 ? [] : [[`emails.${i}`, [...messages]]];
    }),
  );
  refuseInvalid(errors);
};

/** The invitation of a token, or 404. */
const invitationOf = (db: DbData, token: string): InvitationRecord => {
  const hash = hashToken(token);
  const record = db.invitations.find((i) => i.token_hash === hash);
  if (record === undefined) throw new HttpError(404, ACCESS_MESSAGES.invitationInvalid);
  return record;
};

/** Invitations by e-mail, as a student or as a teacher (SPEC settings.accesses). */
export const invitationRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();

  router.post("/courses/:id/invitations", ctx.authenticate, async (req, res) => {
    const course = courseOr404(ctx.store.data, req.params.id);
    allow(isCourseStaff(principalOf(res), course));
    const body = decodeBody(CreateInvitationsRequest, req.body);
    checkEmails(body.emails);
    const nowMs = ctx.clock();
    const data = await invite(ctx.store, course, body.emails, body.role, nowMs);
    res.status(201).json({ data });
  });

  router.get("/courses/:id/invitations", ctx.authenticate, (req, res) => {
    const course = courseOr404(ctx.store.data, req.params.id);
    allow(isCourseStaff(principalOf(res), course));
    const { page, perPage } = readPaging(req.query.page, req.query.per_page);
    const all = ctx.store.data.invitations.filter((i) => i.course_id === course.id).reverse();
    res.json({
      data: all.slice((page - 1) * perPage, page * perPage).map(invitationView),
      meta: { page, per_page: perPage, total: all.length },
    });
  });

  router.delete("/courses/:id/invitations/:invitationId", ctx.authenticate, async (req, res) => {
    const course = courseOr404(ctx.store.data, req.params.id);
    allow(isCourseStaff(principalOf(res), course));
    const invitationId = numericParam(req.params.invitationId);
    const data = await revokeInvitation(ctx.store, course.id, invitationId);
    res.json({ data });
  });

  router.get("/invitations/:token", (req, res) => {
    const db = ctx.store.data;
    const record = invitationOf(db, String(req.params.token));
    const course = db.courses.find((c) => c.id === record.course_id);
    if (course === undefined) throw new HttpError(404, ACCESS_MESSAGES.invitationInvalid);
    const status = invitationStatus(record, ctx.clock());
    const school = db.schools.find((s) => s.id === course.school_id)?.name ?? "";
    const data: InvitationInfo = {
      course_id: course.id,
      course_name: course.name,
      school_name: school,
      role: record.role,
      email: record.email,
      valid: status === "valid",
      status,
    };
    res.json({ data });
  });

  router.post("/invitations/:token/accept", ctx.authenticate, async (req, res) => {
    const principal = principalOf(res);
    const record = invitationOf(ctx.store.data, String(req.params.token));
    if (normalizeEmail(principal.user.email) !== record.email)
      throw new HttpError(403, ACCESS_MESSAGES.invitationOtherEmail);
    const nowMs = ctx.clock();
    const data = await acceptInvitationIn(ctx.store, record.id, principal, nowMs);
    res.json({ data });
  });

  return router.routes;
};
