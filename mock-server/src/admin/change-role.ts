import { accountAfterChange, roleChangeErrors } from "@app/domain/admin/role-change";
import type { AdminUser, ServerRole } from "@app/domain/api/admin";
import { HttpError } from "../http/http-error";
import { schoolById, userById } from "../store/lookups";
import type { DbDraft, Store } from "../store/store";
import { adminUserOf } from "./admin-views";
import { appendAudit } from "./audit-log";

export type RoleGrant = {
  readonly actorId: number | null;
  readonly role: ServerRole;
  readonly schoolId: number | null;
  readonly nowMs: number;
};

/**
 * Checks a role change by the domain rule (422 with its errors under `field`s of the caller's
 * choosing), then gives the role, names him the school's owner for `school_owner`, and appends the
 * audit entry: all inside the caller's update.
 */
export const grantRole = (
  db: DbDraft,
  user: DbDraft["users"][number],
  grant: RoleGrant,
  fieldOf: (field: string) => string = (field) => field,
): void => {
  const school = grant.schoolId === null ? undefined : schoolById(db.schools, grant.schoolId);
  const errors = roleChangeErrors({
    actorId: grant.actorId ?? -1,
    targetId: user.id,
    role: grant.role,
    schoolId: grant.schoolId,
    schoolExists: school !== undefined,
    // The schools are few (an administrator makes each): a scan, not an index.
    ownedSchools: db.schools.filter((s) => s.owner_id === user.id),
  });
  const fields = Object.entries(errors);
  if (fields.length > 0) throw new HttpError(422, "", Object.fromEntries(fields.map(([f, m]) => [fieldOf(f), m])));
  const from = user.roles.join(", ");
  const after = accountAfterChange(grant.role, grant.schoolId);
  user.roles = [...after.roles];
  user.school_id = [...after.school_id];
  if (grant.role === "school_owner" && school !== undefined) school.owner_id = user.id;
  appendAudit(db, grant.nowMs, {
    actor_id: grant.actorId,
    action: "role.changed",
    target: { kind: "user", id: user.id, label: user.email },
    from,
    to: grant.role,
    school: school === undefined || after.school_id.length === 0 ? null : { id: school.id, name: school.name },
  });
};

/** PUT /api/admin/users/{id}/role: 404 for an unknown account, 422 by the rule. */
export const changeRole = (store: Store, userId: number, grant: RoleGrant): Promise<AdminUser> =>
  store.update((db) => {
    const user = userById(db.users, userId);
    if (user === undefined) throw new HttpError(404, "");
    grantRole(db, user, grant);
    return adminUserOf(db, user);
  });
