import { useEffect } from "react";
import { Link } from "wouter";
import { useSnapshot } from "valtio";
import { useTranslation } from "react-i18next";
import { Icon } from "../../lib/ui/icon";
import { connectNotifications, liveNotifications } from "./notification-live-state";
import "./notifications.css";

/**
 * The bell of the site header (issue #35) for a signed-in visitor of the public pages and the
 * profile: the unread count, live from the same stream as the left menu's bell, linking to
 * /notifications. The header has no room for a word: the count is the picture, the name says it all.
 */
const HeaderBell = () => {
  const { t } = useTranslation();
  const { unread } = useSnapshot(liveNotifications);
  useEffect(() => connectNotifications(), []);
  const count = unread ?? 0;
  const label = count > 0 ? `${t("menu.notifications")}: ${t("menu.unread", { count })}` : t("menu.notifications");
  return (
    <Link href="/notifications" className="header-bell" aria-label={label} title={label} data-testid="header-bell">
      <Icon name="bell" />
      {count > 0 && (
        <span className="notification-bell-count" aria-hidden="true">
          {count > 99 ? "99+" : count}
        </span>
      )}
    </Link>
  );
};

export default HeaderBell;
