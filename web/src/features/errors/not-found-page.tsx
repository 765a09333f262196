import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../../lib/ui/use-document-title";

/** /404 and every unknown route. */
export const NotFoundPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t("pages.notFound"));
  return (
    <main className="centered-page">
      <h1>{t("notFound.title")}</h1>
      <Link className="button button-primary" href="/">
        {t("notFound.home")}
      </Link>
    </main>
  );
};
