import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../../lib/ui/use-document-title";

/** Placeholder until this feature lands. */
export const CheckPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t("pages.availableCourses"));
  return (
    <section>
      <h1>{t("pages.availableCourses")}</h1>
    </section>
  );
};
