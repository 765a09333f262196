import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../../lib/ui/use-document-title";

/** Placeholder until this feature lands. */
export const StudentsPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t("pages.students"));
  return (
    <section>
      <h1>{t("pages.students")}</h1>
    </section>
  );
};
