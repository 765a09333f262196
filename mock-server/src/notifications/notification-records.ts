import * as Schema from "effect/Schema";
import { NotificationKind, NotificationParts } from "@app/domain/notifications/notification-kinds";
import { MailChoice } from "@app/domain/notifications/mail-preferences";

/** A notification in the app (issue #35), written in the update of the action that caused it. */
export const NotificationRecord = Schema.Struct({
  id: Schema.Number,
  user_id: Schema.Number,
  kind: NotificationKind,
  link: Schema.String,
  parts: NotificationParts,
  created_at: Schema.String,
  read_at: Schema.NullOr(Schema.String),
});
export type NotificationRecord = typeof NotificationRecord.Type;

/**
 * One e-mail of the durable outbox (issue #35), written with its notification:
 * - `pending`: to be sent once `next_at` (ms, server clock) has come; `attempts` refusals so far;
 * - `digest`: waits for its person's daily digest, which becomes one `pending` mail (`digested` then);
 * - `sent`: the transport accepted it (SMTP said 250, or it is in the development mailbox).
 * Its `id` makes its Message-ID, so a mail sent again after a crash carries the same one.
 */
export const MailJobRecord = Schema.Struct({
  id: Schema.Number,
  user_id: Schema.Number,
  /** A notification kind, or `digest` for the daily digest. */
  kind: Schema.Union([NotificationKind, Schema.Literal("digest")]),
  to: Schema.String,
  subject: Schema.String,
  text: Schema.String,
  link: Schema.NullOr(Schema.String),
  status: Schema.Literals(["pending", "digest", "digested", "sent"]),
  attempts: Schema.Number,
  next_at: Schema.Number,
  created_at: Schema.String,
  sent_at: Schema.NullOr(Schema.String),
  last_error: Schema.NullOr(Schema.String),
});
export type MailJobRecord = typeof MailJobRecord.Type;

/** A person's e-mail choices per kind; kinds he never chose are mailed at once. */
export const MailPreferenceRecord = Schema.Struct({
  user_id: Schema.Number,
  choices: Schema.Record(NotificationKind, Schema.optionalKey(MailChoice)),
});
export type MailPreferenceRecord = typeof MailPreferenceRecord.Type;
