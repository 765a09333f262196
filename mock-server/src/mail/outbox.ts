import type { MailKind } from "@app/domain/api/outbox";
import type { DbDraft } from "../store/store";
import { nextId } from "../store/next-id";

export type Mail = {
  readonly kind: MailKind;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly link: string | null;
};

/** Puts an e-mail into the dev outbox, inside the update that caused it (so both land or neither). */
export const sendMail = (db: DbDraft, nowMs: number, mail: Mail): void => {
  db.outbox.push({ id: nextId(db, "outbox"), ...mail, created_at: new Date(nowMs).toISOString() });
};
