import * as Schema from "effect/Schema";
import { AuditAction, AuditEntry } from "@app/domain/api/admin";

/**
 * One entry of the audit log (issue #32 part 4): appended in the same store update as the change it
 * records, so both land or neither. `actor_id` null: the `npm run admin` command on the server.
 */
export const AuditRecord = Schema.Struct({
  id: Schema.Number,
  at: Schema.String,
  actor_id: Schema.NullOr(Schema.Number),
  action: AuditAction,
  target: AuditEntry.fields.target,
  from: Schema.NullOr(Schema.String),
  to: Schema.NullOr(Schema.String),
  school: AuditEntry.fields.school,
});
export type AuditRecord = typeof AuditRecord.Type;
