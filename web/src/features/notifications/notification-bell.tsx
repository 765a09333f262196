import { useEffect } from "react";
import { Link, useLocation } from "wouter";
import { useSnapshot } from "valtio";
import { useTranslation } from "react-i18next";
import { useQueryClient } from "@tanstack/react-query";
import i18next from "i18next";
import { toast } from "react-toastify";
import { Icon } from "../../lib/ui/icon";
import { requestToasts } from "../../lib/ui/toast-hosts";
import { connectNotifications, liveNotifications, NOTIFICATIONS_KEY, onArrived } from "./notification-live-state";
import { notificationText } from "./notification-text";
import "./notifications.css";

/**
 * The bell (issue #35) in the cabinet's left menu: the unread count, live from the stream, linking
 * to /notifications. What arrives while the page is open shows as a toast, and the list refreshes.
 */
export const NotificationBell = () => {
  const { t } = useTranslation();
  const { unread } = useSnapshot(liveNotifications);
  const [location] = useLocation();
  const queries = useQueryClient();
  const here = location.startsWith("/notifications");

  useEffect(() => connectNotifications(), []);
  useEffect(
    () =>
      onArrived((arrived) => {
        void queries.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
        void Promise.all([i18next.loadNamespaces("notifications"), requestToasts()]).then(() => {
          const fixed = i18next.getFixedT(null, "notifications");
          for (const n of arrived.slice(0, 3))
            toast.info(notificationText(fixed, n), { toastId: `notification-${n.id}` });
        });
      }),
    [queries],
  );

  const count = unread ?? 0;
  const label = count > 0 ? `${t("menu.notifications")}: ${t("menu.unread", { count })}` : t("menu.notifications");
  return (
    <Link
      href="/notifications"
      className={`notification-bell${here ? " active" : ""}`}
      aria-current={here ? "page" : undefined}
      aria-label={label}
      title={label}
      data-testid="notification-bell"
    >
      {/* The label first in the markup, so that the visible text reads as the name does ("Уведомления 3"):
          the icon with its count is drawn first by `order` (WCAG 2.5.3, label in name); the space keeps the two words apart. */}
      <span className="left-menu-text">{t("menu.notifications")}</span>{" "}
      <span className="notification-bell-icon">
        <Icon name="bell" />
        {count > 0 && (
          <span className="notification-bell-count" data-testid="notification-count" aria-hidden="true">
            {count > 99 ? "99+" : count}
          </span>
        )}
      </span>
    </Link>
  );
};
