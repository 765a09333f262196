import { useTranslation } from "react-i18next";
import { InfoPage } from "./info-page";
import { listOf } from "./list-of";

/** /requisites (SPEC §2): the company's details. */
const RequisitesPage = () => {
  const { t } = useTranslation();
  return (
    <InfoPage title={t("info.requisites.title")} lead={t("info.requisites.lead")}>
      <dl className="requisites">
        {listOf(t, "info.requisites.rows", ["label", "value"]).map((row) => (
          <div key={row.label} className="requisites-row">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </InfoPage>
  );
};

export default RequisitesPage;
