import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../../lib/ui/use-document-title";

/** A cabinet section whose content arrives with its own issue; it shows its title and an empty state. */
export const SectionPage = ({ titleKey }: { readonly titleKey: string }) => {
  const { t } = useTranslation();
  useDocumentTitle(t(titleKey));
  return (
    <section>
      <h1>{t(titleKey)}</h1>
      <p className="muted">{t("section.empty")}</p>
    </section>
  );
};
