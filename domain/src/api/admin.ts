import * as Schema from "effect/Schema";
import { pageOf } from "./paging";

/**
 * The administrators' API (issue #32 part 4, docs/api.md "Administration"): schools and their
 * owners, people's roles, and the audit log of both and of the review decisions.
 */

/** The roles an administrator gives, as the server spells them (SPEC §6). */
export const SERVER_ROLES = ["student", "teacher", "school_owner", "manager", "admin"] as const;
export const ServerRole = Schema.Literals(SERVER_ROLES);
export type ServerRole = typeof ServerRole.Type;
export const isServerRole = (value: string): value is ServerRole =>
  (SERVER_ROLES as ReadonlyArray<string>).includes(value);

/** A person as the administrators' list shows him. */
export const AdminUser = Schema.Struct({
  id: Schema.Number,
  email: Schema.String,
  name: Schema.String,
  roles: Schema.Array(Schema.String),
  school_id: Schema.Array(Schema.Number),
});
export type AdminUser = typeof AdminUser.Type;

/** GET /api/admin/users?email=&page=&per_page=: `email` finds the addresses that contain it. */
export const AdminUsersResponse = pageOf(AdminUser);
export type AdminUsersResponse = typeof AdminUsersResponse.Type;

/** PUT /api/admin/users/{id}/role: `school_id` names the school of an owner or a manager, else null. */
export const ChangeRoleRequest = Schema.Struct({ role: ServerRole, school_id: Schema.NullOr(Schema.Number) });
export type ChangeRoleRequest = typeof ChangeRoleRequest.Type;

export const AdminUserResponse = Schema.Struct({ data: AdminUser });
export type AdminUserResponse = typeof AdminUserResponse.Type;

/** A school with its owner (null when his account is gone) and how many staff and courses it has. */
export const AdminSchool = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  owner: Schema.NullOr(Schema.Struct({ id: Schema.Number, email: Schema.String, name: Schema.String })),
  staff: Schema.Number,
  courses: Schema.Number,
});
export type AdminSchool = typeof AdminSchool.Type;

export const AdminSchoolsResponse = Schema.Struct({ data: Schema.Array(AdminSchool) });
export type AdminSchoolsResponse = typeof AdminSchoolsResponse.Type;

/** POST /api/admin/schools: the owner is an existing account, named by its e-mail. */
export const CreateSchoolRequest = Schema.Struct({ name: Schema.String, owner_email: Schema.String });
export type CreateSchoolRequest = typeof CreateSchoolRequest.Type;

export const AdminSchoolResponse = Schema.Struct({ data: AdminSchool });
export type AdminSchoolResponse = typeof AdminSchoolResponse.Type;

/** What an audit entry records. */
export const AuditAction = Schema.Literals([
  "admin.created",
  "school.created",
  "role.changed",
  "submission.accepted",
  "submission.sentBack",
]);
export type AuditAction = typeof AuditAction.Type;

/**
 * One change, as it was made: who (null: the `npm run admin` command on the server), when (the
 * server's clock), what, on which record (its label as it was then), the value before and after (a
 * role as the server spells it, a school's owner's e-mail, a decision's comment), and the school.
 */
export const AuditEntry = Schema.Struct({
  id: Schema.Number,
  at: Schema.String,
  actor: Schema.NullOr(Schema.Struct({ id: Schema.Number, name: Schema.String })),
  action: AuditAction,
  target: Schema.Struct({
    kind: Schema.Literals(["user", "school", "submission"]),
    id: Schema.Number,
    label: Schema.String,
  }),
  from: Schema.NullOr(Schema.String),
  to: Schema.NullOr(Schema.String),
  /** The school a role was given in (an owner's or a manager's), else null. */
  school: Schema.NullOr(Schema.Struct({ id: Schema.Number, name: Schema.String })),
});
export type AuditEntry = typeof AuditEntry.Type;

/** GET /api/admin/audit-log?page=&per_page=: the newest first. */
export const AuditLogResponse = pageOf(AuditEntry);
export type AuditLogResponse = typeof AuditLogResponse.Type;

/** The longest school name, in characters. */
export const SCHOOL_NAME_MAX = 120;
