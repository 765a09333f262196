import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../../lib/ui/use-document-title";

/** Placeholder until this feature lands. */
export const UsersStatisticsPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t("pages.usersStatistics"));
  return (
    <section>
      <h1>{t("pages.usersStatistics")}</h1>
    </section>
  );
};
