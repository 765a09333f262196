import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { itemsOfPages } from "@app/domain/api/paging";
import type { NotificationView } from "@app/domain/api/notifications";
import { useSnapshot } from "valtio";
import { useDocumentTitle } from "../../lib/ui/use-document-title";
import { formatDayTime } from "../../lib/i18n/format";
import { useMarkRead, useNotificationList } from "./notification-queries";
import { notificationText } from "./notification-text";
import { liveNotifications } from "./notification-live-state";
import "./notifications.css";

/** /notifications (issue #35): newest first, unread marked; opening one marks it read. */
export const NotificationsPage = () => {
  const { t } = useTranslation("notifications");
  useDocumentTitle(t("title"));
  const list = useNotificationList();
  const markRead = useMarkRead();
  const { unread } = useSnapshot(liveNotifications);
  const items = itemsOfPages<NotificationView>(list.data?.pages, (n) => n.id);
  const anyUnread = (unread ?? list.data?.pages[0]?.unread ?? 0) > 0;

  return (
    <section className="notifications-page">
      <div className="notifications-head">
        <h1>{t("title")}</h1>
        <button
          type="button"
          className="button"
          disabled={!anyUnread || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          {t("markAllRead")}
        </button>
      </div>
      {list.isPending ? (
        <p className="muted">{t("translation:common.loading")}</p>
      ) : list.isError ? (
        <p role="alert">{t("loadFailed")}</p>
      ) : items.length === 0 ? (
        <p className="muted">{t("empty")}</p>
      ) : (
        <ul className="notifications-list" data-testid="notifications-list">
          {items.map((n) => (
            <li key={n.id} className={n.read ? "notification" : "notification notification-unread"}>
              <Link
                href={n.link}
                className="notification-link"
                onClick={() => {
                  if (!n.read) markRead.mutate({ ids: [n.id] });
                }}
              >
                {!n.read && <span className="notification-dot" aria-label={t("unreadMark")} role="img" />}
                <span className="notification-text">{notificationText(t, n)}</span>
              </Link>
              {n.parts.comment !== undefined && (
                <p className="notification-comment">{t("comment", { comment: n.parts.comment })}</p>
              )}
              <time className="muted notification-time" dateTime={n.created_at}>
                {formatDayTime(n.created_at)}
              </time>
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <button
          type="button"
          className="button"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t("loadMore")}
        </button>
      )}
    </section>
  );
};
