import { useTranslation } from "react-i18next";
import { updateOffer } from "./update-offer-store";
import "./update-offer.css";

/** The offer of a newer version (issue #31): the person chooses when to reload, never mid-work. */
export const UpdateOffer = () => {
  const { t } = useTranslation();
  const offer = updateOffer.use();
  if (offer === null) return null;
  return (
    <div className="update-offer" role="status">
      <span>{t("app.updateAvailable")}</span>
      <button type="button" className="button button-primary" onClick={offer.apply}>
        {t("app.update")}
      </button>
      <button type="button" className="button" onClick={() => updateOffer.set(null)}>
        {t("app.updateLater")}
      </button>
    </div>
  );
};
