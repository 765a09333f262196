import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import { Logo } from "./logo";

type FooterLink = { readonly key: string; readonly href: string };

/** SPEC §2 footer columns. '/#' is the placeholder for pages that do not exist yet. */
const COOPERATION: ReadonlyArray<FooterLink> = [
  { key: "about", href: "/#" },
  { key: "forAuthors", href: "/#" },
  { key: "forSchools", href: "/#" },
  { key: "allPrograms", href: "/#" },
];
const INFORMATION: ReadonlyArray<FooterLink> = [
  { key: "requisites", href: "/requisites" },
  { key: "contacts", href: "/contacts" },
  { key: "legal", href: "/legalInformation" },
  { key: "certificates", href: "/certificates" },
];

/** SPEC §2 footer: logo, '© 2023. Все права защищены', the contact e-mail under 'Связь с нами', two columns. */
export const Footer = () => {
  const { t } = useTranslation();
  const email = t("site.email");
  const column = (title: string, links: ReadonlyArray<FooterLink>) => (
    <div className="site-footer-column">
      <h2>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <Link href={link.href}>{t(`site.footer.${link.key}`)}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <div className="site-footer-brand">
          <Logo href="/" inverted />
          <p className="site-footer-rights">{t("site.footer.rights")}</p>
        </div>
        <div className="site-footer-contact">
          <p className="site-footer-label">{t("site.footer.contact")}</p>
          <a href={`mailto:${email}`}>{email}</a>
        </div>
        <nav className="site-footer-columns" aria-label={t("site.footer.navigation")}>
          {column(t("site.footer.cooperation"), COOPERATION)}
          {column(t("site.footer.information"), INFORMATION)}
        </nav>
      </div>
    </footer>
  );
};
