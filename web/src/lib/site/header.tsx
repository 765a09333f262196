import { Suspense, useContext, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { useTranslation } from "react-i18next";
import { landingRoute } from "@app/domain/auth/landing";
import { Avatar } from "../ui/avatar";
import { Icon } from "../ui/icon";
import { lockScroll } from "../ui/scroll-lock";
import { trapTab } from "../ui/focus-trap";
import { AuthorLink } from "./author-link";
import { AuthorModalHost } from "./author-modal-host";
import { HeaderBellSlot } from "./header-bell-slot";
import { Logo } from "./logo";
import { useSignInState } from "./sign-in-state";
import "./site-header.css";
import "./site-footer.css";

export type HeaderVariant = "main" | "profile";

type Props = {
  /** "main": public pages; "profile": logo to the role's home, the avatar, 'На главную' last. */
  readonly variant?: HeaderVariant;
  /** The signed-in user's picture and name for the profile variant's avatar. */
  readonly avatar?: { readonly picture?: string | null; readonly name?: string };
};

/**
 * Holds the header at the top of the window while its menu is open (issue #31): the scroll lock makes
 * the body a scroll container, so a sticky header scrolled with the page would leave the screen, and
 * its close button with it. Answers the undo.
 */
const pinToTop = (header: HTMLElement | null): (() => void) => {
  if (header === null) return () => undefined;
  const { left } = header.getBoundingClientRect();
  Object.assign(header.style, { position: "fixed", top: "0", left: `${left}px`, right: "0" });
  return () => {
    for (const property of ["position", "top", "left", "right"]) header.style.removeProperty(property);
  };
};

/**
 * SPEC §2 header. On the main page the logo shows only at 1024 px or less. When the header is
 * 1024 px wide or less (the window, or the room beside the cabinet's menu) the menu sits behind a
 * burger button; while it is open the page does not scroll and Tab stays inside the header.
 */
export const Header = ({ variant = "main", avatar }: Props) => {
  const { t } = useTranslation();
  const [location] = useLocation();
  const signIn = useSignInState();
  const Bell = useContext(HeaderBellSlot);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const burgerRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const cabinet = signIn.role !== null ? landingRoute(signIn.role) : "/login";
  const home = variant === "profile" && signIn.role !== null ? landingRoute(signIn.role) : "/";

  useEffect(() => {
    if (!menuOpen) return;
    const unpin = pinToTop(headerRef.current);
    const unlock = lockScroll();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      burgerRef.current?.focus();
    };
    // The burger shows while the header is narrow (a container query): once it is gone, so is the menu.
    const onResize = () => burgerRef.current?.offsetParent === null && setMenuOpen(false);
    const onTab = (event: KeyboardEvent) => headerRef.current !== null && trapTab(event, headerRef.current);
    // A tap beside the open menu, or on the panel's empty space, closes it and does nothing else: it
    // never reaches the page under it.
    const onOutside = (event: MouseEvent) => {
      const header = headerRef.current;
      const { target } = event;
      if (header === null || !(target instanceof Element)) return;
      const panel = header.querySelector(".site-nav");
      const blank = target === panel || target === panel?.firstElementChild;
      if (header.contains(target) && !blank) return;
      event.preventDefault();
      event.stopPropagation();
      setMenuOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("keydown", onTab);
    document.addEventListener("click", onOutside, true);
    window.addEventListener("resize", onResize);
    return () => {
      unlock();
      unpin();
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("keydown", onTab);
      document.removeEventListener("click", onOutside, true);
      window.removeEventListener("resize", onResize);
    };
  }, [menuOpen]);

  useEffect(() => setMenuOpen(false), [location]);
  const close = () => setMenuOpen(false);

  const mainPage = variant === "main" && location === "/";
  return (
    <header
      ref={headerRef}
      className={`site-header${variant === "profile" ? " site-header-profile" : ""}${mainPage ? " site-header-main" : ""}${menuOpen ? " site-header-open" : ""}`}
    >
      <div className="site-header-inner">
        <Logo href={home} className="site-header-logo" />
        <button
          ref={burgerRef}
          type="button"
          className="burger"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? t("site.closeMenu") : t("site.openMenu")}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? "close" : "menu"} size={24} />
        </button>
        <nav id={menuId} className="site-nav" aria-label={t("site.mainMenu")}>
          <ul>
            <li>
              <AuthorLink className="site-nav-link" onOpen={close}>
                {t("site.becomeAuthor")}
              </AuthorLink>
            </li>
            <li>
              <Link className="site-nav-link" href="/course">
                {t("site.catalogue")}
              </Link>
            </li>
            <li>
              <Link className="site-nav-link" href="/schools">
                {t("site.schools")}
              </Link>
            </li>
            <li>
              <a className="site-nav-link" href="/landing/articles" target="_blank" rel="noopener noreferrer">
                {t("site.blog")}
                <Icon name="external" size={14} />
                <span className="visually-hidden"> {t("site.external")}</span>
              </a>
            </li>
            <li>
              {variant === "profile" ? (
                <Link className="site-nav-link" href="/">
                  {t("site.home")}
                </Link>
              ) : (
                <Link className="button button-primary site-nav-signin" href={cabinet}>
                  {signIn.isAuth ? t("site.cabinet") : t("site.signIn")}
                </Link>
              )}
            </li>
          </ul>
        </nav>
        {signIn.isAuth && (
          <span className="site-header-bell">
            {Bell !== null && (
              <Suspense fallback={null}>
                <Bell />
              </Suspense>
            )}
          </span>
        )}
        {variant === "profile" && (
          <Link className="site-header-avatar" href="/profile" aria-label={t("site.profile")}>
            <Avatar size={40} imageOnly picture={avatar?.picture ?? null} name={avatar?.name ?? ""} />
          </Link>
        )}
      </div>
      <AuthorModalHost />
    </header>
  );
};
