import type { NotificationView } from "@app/domain/api/notifications";
import type { DbData } from "../store/db-schema";
import type { NotificationRecord } from "./notification-records";

export const notificationView = (record: NotificationRecord): NotificationView => ({
  id: record.id,
  kind: record.kind,
  link: record.link,
  parts: record.parts,
  created_at: record.created_at,
  read: record.read_at !== null,
});

/** A person's notifications, newest first. */
export const notificationsOf = (db: DbData, userId: number): NotificationRecord[] =>
  db.notifications.filter((n) => n.user_id === userId).reverse();

export const unreadCountOf = (db: DbData, userId: number): number =>
  db.notifications.reduce((count, n) => (n.user_id === userId && n.read_at === null ? count + 1 : count), 0);

/**
 * Changes when a notification is written or one is marked read: the live stream recomputes a
 * person's count only then (two counters, not a scan).
 */
export const notificationsVersion = (db: DbData): string =>
  `${db.counters.notifications ?? 0}:${db.counters.notificationReads ?? 0}`;
