import { Link } from "wouter";
import { useTranslation } from "react-i18next";

/** The platform's mark: a rounded diamond of two shapes, drawn inline so it costs no request. */
export const LogoMark = ({ size = 36 }: { readonly size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
    <rect x="2" y="2" width="36" height="36" rx="11" fill="var(--color-primary)" />
    <path
      d="M11 26.5L20 12l9 14.5"
      fill="none"
      stroke="#fff"
      strokeWidth="3.4"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
    <circle cx="20" cy="27" r="3" fill="#ffd43b" />
  </svg>
);

type Props = { readonly href: string; readonly className?: string; readonly inverted?: boolean };

/** The logo, a link home (`href` depends on the header variant and role). */
export const Logo = ({ href, className, inverted = false }: Props) => {
  const { t } = useTranslation();
  return (
    <Link
      href={href}
      className={`logo${inverted ? " logo-inverted" : ""}${className === undefined ? "" : ` ${className}`}`}
      aria-label={t("site.logoHome")}
    >
      <LogoMark />
      <span className="logo-text" aria-hidden="true">
        {t("site.brand")}
      </span>
    </Link>
  );
};
