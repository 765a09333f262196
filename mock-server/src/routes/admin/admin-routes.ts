import {
  ChangeRoleRequest,
  CreateSchoolRequest,
  SCHOOL_NAME_MAX,
  type AdminSchoolResponse,
  type AdminSchoolsResponse,
  type AdminUserResponse,
  type AdminUsersResponse,
  type AuditLogResponse,
} from "@app/domain/api/admin";
import { emailErrors, normalizeEmail } from "@app/domain/validation/email";
import { requiredTextErrors } from "@app/domain/validation/name";
import { findUsers, schoolList } from "../../admin/admin-views";
import { auditPage } from "../../admin/audit-log";
import { changeRole } from "../../admin/change-role";
import { createSchool } from "../../admin/create-school";
import { numericParam } from "../../access/course-access";
import type { AppContext } from "../../app-context";
import { principalOf, requireRole } from "../../http/authenticate";
import { decodeBody } from "../../http/decode-body";
import { refuseInvalid } from "../../http/http-error";
import { routeTable, type ApiRoute } from "../../http/route-table";
import { paginate } from "../../http/paginate";

const adminOnly = requireRole(["ADMIN"]);
const queryText = (value: unknown): string => (typeof value === "string" ? value : "");

/**
 * The administrators' API (issue #32 part 4, docs/api.md "Administration"): schools and their
 * owners, people's roles, and the audit log. Administrators only; every change is audited in its
 * own update (src/admin).
 */
export const adminRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();

  router.get("/admin/schools", ctx.authenticate, adminOnly, (_req, res) => {
    const answer: AdminSchoolsResponse = { data: schoolList(ctx.store.data) };
    res.setHeader("Cache-Control", "no-store");
    res.json(answer);
  });

  router.post("/admin/schools", ctx.authenticate, adminOnly, async (req, res) => {
    const body = decodeBody(CreateSchoolRequest, req.body);
    const errors: Record<string, string[]> = {};
    const nameErrors = requiredTextErrors(body.name, SCHOOL_NAME_MAX);
    if (nameErrors.length > 0) errors.name = [...nameErrors];
    const ownerErrors = emailErrors(body.owner_email);
    if (ownerErrors.length > 0) errors.owner_email = [...ownerErrors];
    refuseInvalid(errors);
    const school = await createSchool(ctx.store, {
      actorId: principalOf(res).user.id,
      name: body.name.trim(),
      ownerEmail: normalizeEmail(body.owner_email),
      nowMs: ctx.clock(),
    });
    const answer: AdminSchoolResponse = { data: school };
    res.status(201).json(answer);
  });

  router.get("/admin/users", ctx.authenticate, adminOnly, (req, res) => {
    const db = ctx.store.data;
    const answer: AdminUsersResponse = paginate(findUsers(db, queryText(req.query.email)), req.query);
    res.setHeader("Cache-Control", "no-store");
    res.json(answer);
  });

  router.put("/admin/users/:id/role", ctx.authenticate, adminOnly, async (req, res) => {
    const userId = numericParam(req.params.id);
    const body = decodeBody(ChangeRoleRequest, req.body);
    const user = await changeRole(ctx.store, userId, {
      actorId: principalOf(res).user.id,
      role: body.role,
      schoolId: body.school_id,
      nowMs: ctx.clock(),
    });
    const answer: AdminUserResponse = { data: user };
    res.json(answer);
  });

  router.get("/admin/audit-log", ctx.authenticate, adminOnly, (req, res) => {
    const answer: AuditLogResponse = auditPage(ctx.store.data, req.query);
    res.setHeader("Cache-Control", "no-store");
    res.json(answer);
  });

  return router.routes;
};
