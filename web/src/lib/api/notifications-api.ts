import {
  MailPreferencesResponse,
  NotificationsPage,
  UnreadCount,
  type MailPreferencesUpdate,
  type MarkReadRequest,
} from "@app/domain/api/notifications";
import type { HttpClient } from "./http-client";

/** Issue #35: the caller's notifications and his e-mail choices (docs/api.md "Notifications"). */
export const notificationsApi = (client: HttpClient) => ({
  list: (page: number, perPage = 20) =>
    client.request("notifications", { schema: NotificationsPage, query: { page, per_page: perPage } }),
  markRead: (body: MarkReadRequest) =>
    client.request("notifications/read", { method: "POST", body, schema: UnreadCount }).then((a) => a.unread),
  preferences: () => client.request("profile/notifications", { schema: MailPreferencesResponse }).then((a) => a.data),
  savePreferences: (body: MailPreferencesUpdate) =>
    client
      .request("profile/notifications", { method: "PUT", body, schema: MailPreferencesResponse })
      .then((a) => a.data),
});
