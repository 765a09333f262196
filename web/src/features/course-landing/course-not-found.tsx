import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../../lib/ui/use-document-title";

/** An unknown or unpublished course's public page: says so, and leads back to the catalogue. */
export const CourseNotFound = () => {
  const { t } = useTranslation("course-landing");
  useDocumentTitle(t("notFoundTitle"));
  return (
    <section className="landing-message">
      <h1>{t("notFoundTitle")}</h1>
      <p>{t("notFoundText")}</p>
      <Link href="/course" className="button button-primary">
        {t("toCatalogue")}
      </Link>
    </section>
  );
};
