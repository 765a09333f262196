import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../../lib/ui/use-document-title";

/** Placeholder until this feature lands. */
export const ConstructorTab = () => {
  const { t } = useTranslation();
  useDocumentTitle(t("pages.createdCourses"));
  return (
    <section>
      <h1>{t("pages.createdCourses")}</h1>
    </section>
  );
};
