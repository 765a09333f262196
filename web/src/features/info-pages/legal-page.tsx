import { useTranslation } from "react-i18next";
import { InfoPage } from "./info-page";
import { listOf } from "./list-of";

/** /legalInformation (SPEC §2). */
const LegalPage = () => {
  const { t } = useTranslation();
  return (
    <InfoPage title={t("info.legal.title")} lead={t("info.legal.lead")}>
      {listOf(t, "info.legal.sections", ["title", "text"]).map((section) => (
        <section key={section.title} className="info-section">
          <h2>{section.title}</h2>
          <p>{section.text}</p>
        </section>
      ))}
    </InfoPage>
  );
};

export default LegalPage;
