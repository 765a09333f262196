import type { AuditEntry } from "@app/domain/api/admin";
import { readPaging, type PageMeta } from "@app/domain/api/paging";
import type { DbData } from "../store/db-schema";
import { nextId } from "../store/next-id";
import type { DbDraft } from "../store/store";
import { displayName } from "../people/person-view";
import type { AuditRecord } from "./audit-record";

export type AuditChange = Omit<AuditRecord, "id" | "at">;

/** Appends an entry inside the update that makes the change; `nowMs` is the server's injected clock. */
export const appendAudit = (db: DbDraft, nowMs: number, change: AuditChange): void => {
  db.auditLog.push({ id: nextId(db, "auditLog"), at: new Date(nowMs).toISOString(), ...change });
};

const entryOf = (db: DbData, record: AuditRecord): AuditEntry => ({
  id: record.id,
  at: record.at,
  actor: record.actor_id === null ? null : { id: record.actor_id, name: displayName(db, record.actor_id) },
  action: record.action,
  target: record.target,
  from: record.from,
  to: record.to,
  school: record.school,
});

/**
 * One page of the log, the newest first. Entries are appended in time order, so the page is read
 * from the end of the collection: it costs the page, not the log.
 */
export const auditPage = (
  db: DbData,
  query: { page?: unknown; per_page?: unknown },
): { data: AuditEntry[]; meta: PageMeta } => {
  const { page, perPage } = readPaging(query.page, query.per_page);
  const total = db.auditLog.length;
  const newest = total - 1 - (page - 1) * perPage;
  const data: AuditEntry[] = [];
  for (let i = newest; i >= 0 && i > newest - perPage; i -= 1) {
    const record = db.auditLog[i];
    if (record !== undefined) data.push(entryOf(db, record));
  }
  return { data, meta: { page, per_page: perPage, total } };
};
