import * as Schema from "effect/Schema";

/** What kind of e-mail the platform would have sent. */
export const MailKind = Schema.Literals([
  "password-reset",
  "author-application",
  "registration",
  "invitation",
  "submission-review",
  /** Issue #35: a notification's e-mail, or the daily digest of them. */
  "notification",
]);
export type MailKind = typeof MailKind.Type;

/** One e-mail in the dev outbox (GET /api/dev/outbox, /dev/mail). */
export const OutboxMessage = Schema.Struct({
  id: Schema.Number,
  kind: MailKind,
  to: Schema.String,
  subject: Schema.String,
  text: Schema.String,
  link: Schema.NullOr(Schema.String),
  created_at: Schema.String,
});
export type OutboxMessage = typeof OutboxMessage.Type;

/** GET /api/dev/outbox body: newest first. */
export const OutboxResponse = Schema.Struct({ data: Schema.Array(OutboxMessage) });
export type OutboxResponse = typeof OutboxResponse.Type;
