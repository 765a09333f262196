import { Link } from "wouter";
import { useTranslation } from "react-i18next";

export type Crumb = { readonly label: string; readonly href: string };

/** Course › section › lesson › task: every level above the current one is a link; the current one is marked. */
export const CheckBreadcrumbs = ({ trail }: { readonly trail: ReadonlyArray<Crumb> }) => {
  const { t } = useTranslation("checking");
  return (
    <nav className="check-breadcrumbs" aria-label={t("levels.breadcrumbs")}>
      <ol>
        {trail.map((crumb, index) => (
          <li key={crumb.href}>
            {index === trail.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <Link href={crumb.href}>{crumb.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
};
