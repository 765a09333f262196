import * as Schema from "effect/Schema";
import { NotificationKind, NotificationParts } from "../notifications/notification-kinds";
import { MailChoice } from "../notifications/mail-preferences";
import { PageMeta } from "./paging";

/** One notification as the app lists it (issue #35). */
export const NotificationView = Schema.Struct({
  id: Schema.Number,
  kind: NotificationKind,
  link: Schema.String,
  parts: NotificationParts,
  created_at: Schema.String,
  read: Schema.Boolean,
});
export type NotificationView = typeof NotificationView.Type;

/** GET /api/notifications: newest first, paged, with how many are unread in all. */
export const NotificationsPage = Schema.Struct({
  data: Schema.Array(NotificationView),
  meta: PageMeta,
  unread: Schema.Number,
});
export type NotificationsPage = typeof NotificationsPage.Type;

/** POST /api/notifications/read: these ids, or all of them. */
export const MarkReadRequest = Schema.Union([
  Schema.Struct({ ids: Schema.Array(Schema.Number) }),
  Schema.Struct({ all: Schema.Literal(true) }),
]);
export type MarkReadRequest = typeof MarkReadRequest.Type;

/** POST /api/notifications/read answer, and each event of the stream: the unread count now. */
export const UnreadCount = Schema.Struct({ unread: Schema.Number });
export type UnreadCount = typeof UnreadCount.Type;

/** One server-sent event of GET /api/notifications/stream: the unread count and what arrived since the last. */
export const NotificationEvent = Schema.Struct({
  unread: Schema.Number,
  arrived: Schema.Array(NotificationView),
});
export type NotificationEvent = typeof NotificationEvent.Type;

/** GET and PUT /api/profile/notifications: each kind's e-mail choice. */
export const MailPreferences = Schema.Record(NotificationKind, MailChoice);
export type MailPreferences = typeof MailPreferences.Type;

export const MailPreferencesResponse = Schema.Struct({ data: MailPreferences });
export type MailPreferencesResponse = typeof MailPreferencesResponse.Type;

/** PUT body: some kinds' choices (the others stay). */
export const MailPreferencesUpdate = Schema.Record(NotificationKind, Schema.optionalKey(MailChoice));
export type MailPreferencesUpdate = typeof MailPreferencesUpdate.Type;

/** POST /unsubscribe?token=…: what the signed link turned off. */
export const UnsubscribeToken = Schema.Struct({
  purpose: Schema.Literal("unsubscribe"),
  sub: Schema.Number,
  kind: NotificationKind,
});
export type UnsubscribeToken = typeof UnsubscribeToken.Type;
