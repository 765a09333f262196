import type { MarkReadRequest } from "@app/domain/api/notifications";
import type { Store } from "../store/store";
import { unreadCountOf } from "./notification-reads";

/** Marks the person's own notifications read (the ids named, or all); another person's ids are ignored. Answers the unread count. */
export const markRead = (store: Store, userId: number, request: MarkReadRequest, nowMs: number): Promise<number> =>
  store.update((db) => {
    const ids = "ids" in request ? new Set(request.ids) : null;
    const at = new Date(nowMs).toISOString();
    let changed = false;
    for (const n of db.notifications)
      if (n.user_id === userId && n.read_at === null && (ids === null || ids.has(n.id))) {
        n.read_at = at;
        changed = true;
      }
    if (changed) db.counters.notificationReads = (db.counters.notificationReads ?? 0) + 1;
    return unreadCountOf(db, userId);
  });
