import type { AdminSchool } from "@app/domain/api/admin";
import { ROLE_CHANGE_MESSAGES } from "@app/domain/admin/role-change";
import { HttpError } from "../http/http-error";
import { userByEmail } from "../store/lookups";
import { nextId } from "../store/next-id";
import type { Store } from "../store/store";
import { schoolView } from "./admin-views";
import { appendAudit } from "./audit-log";
import { grantRole } from "./change-role";

/**
 * POST /api/admin/schools: a new school whose owner is an existing account (he registered, or an
 * administrator made him), in one update with its two audit entries: the school, and the owner's
 * role. A role the rule refuses (the administrator himself, another school's owner) is a 422 on
 * `owner_email`, and nothing is made.
 */
export const createSchool = (
  store: Store,
  request: { readonly actorId: number; readonly name: string; readonly ownerEmail: string; readonly nowMs: number },
): Promise<AdminSchool> =>
  store.update((db) => {
    const owner = userByEmail(db.users, request.ownerEmail);
    if (owner === undefined) throw new HttpError(422, "", { owner_email: [ROLE_CHANGE_MESSAGES.noAccount] });
    const id = nextId(db, "schools");
    db.schools.push({ id, name: request.name, owner_id: owner.id });
    const school = db.schools[db.schools.length - 1];
    if (school === undefined) throw new Error("the school just pushed is missing");
    appendAudit(db, request.nowMs, {
      actor_id: request.actorId,
      action: "school.created",
      target: { kind: "school", id, label: request.name },
      from: null,
      to: owner.email,
      school: null,
    });
    grantRole(
      db,
      owner,
      { actorId: request.actorId, role: "school_owner", schoolId: id, nowMs: request.nowMs },
      () => "owner_email",
    );
    return schoolView(db, school, { staff: 1, courses: 0 });
  });
