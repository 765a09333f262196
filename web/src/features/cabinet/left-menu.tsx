import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { useSnapshot } from "valtio";
import { useTranslation } from "react-i18next";
import { landingRoute } from "@app/domain/auth/landing";
import { session, toggleNavMinimized } from "../../lib/session/session-store";
import { useProfile } from "../../lib/api/profile-query";
import { menuItemsFor } from "./menu-items";
import { Icon } from "../../lib/ui/icon";
import { LogoMark } from "../../lib/site/logo";
import { Avatar } from "../../lib/ui/avatar";
import { useLogout } from "./use-logout";
import { fullName } from "@app/domain/people/display-name";

/** SPEC §2 left menu: the items, the user's name and surname, collapse, and 'Выход'. */
export const LeftMenu = ({ bell }: { readonly bell?: ReactNode }) => {
  const { t } = useTranslation();
  const { login, app } = useSnapshot(session);
  const [location] = useLocation();
  const profile = useProfile();
  const logout = useLogout();
  const minimized = app.navMinimized;
  const name = fullName(profile.data?.profile ?? {});

  return (
    <nav className={`left-menu${minimized ? " left-menu-minimized" : ""}`} aria-label={t("menu.navigation")}>
      <Link href={landingRoute(login.role)} className="left-menu-logo" title={t("site.logoHome")}>
        <LogoMark size={30} />
        <span className="left-menu-text">{t("site.brand")}</span>
      </Link>
      <div className="left-menu-user">
        {/* The name is the text beside it, so the picture itself is decorative here. */}
        <span className="left-menu-avatar" aria-hidden="true">
          <Avatar picture={profile.data?.profile.profile_picture} name="" size={minimized ? 40 : 55} imageOnly />
        </span>
        <p className="left-menu-text" data-testid="menu-user">
          {name}
        </p>
      </div>
      <ul>
        {menuItemsFor(login.role).map((item) => (
          <li key={item.path}>
            <Link
              href={item.path}
              className={location.startsWith(item.path) ? "active" : undefined}
              aria-current={location.startsWith(item.path) ? "page" : undefined}
              title={t(item.labelKey)}
            >
              <Icon name={item.icon} />
              <span className="left-menu-text">{t(item.labelKey)}</span>
            </Link>
          </li>
        ))}
        {bell !== undefined && <li>{bell}</li>}
        <li>
          <button type="button" className="left-menu-exit" onClick={() => void logout()} title={t("menu.exit")}>
            <Icon name="exit" />
            <span className="left-menu-text">{t("menu.exit")}</span>
          </button>
        </li>
      </ul>
      <button
        type="button"
        className="left-menu-toggle"
        aria-expanded={!minimized}
        aria-label={minimized ? t("menu.expand") : undefined}
        title={minimized ? t("menu.expand") : undefined}
        onClick={toggleNavMinimized}
      >
        {minimized ? (
          <span className="left-menu-toggle-icon" aria-hidden="true">
            »
          </span>
        ) : (
          t("menu.collapse")
        )}
      </button>
    </nav>
  );
};
