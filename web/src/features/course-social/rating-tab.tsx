import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../../lib/ui/use-document-title";

/** Placeholder until this feature lands. */
export const RatingTab = () => {
  const { t } = useTranslation();
  useDocumentTitle(t("pages.myCourses"));
  return (
    <section>
      <h1>{t("pages.myCourses")}</h1>
    </section>
  );
};
