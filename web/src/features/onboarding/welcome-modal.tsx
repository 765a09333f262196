import { useLocation, useSearch } from "wouter";
import { useTranslation } from "react-i18next";
import { Modal } from "../../lib/ui/modal";

const PARAM = "showWelcomeModal";

/** SPEC §2: shown while the address has `showWelcomeModal`; closing removes the parameter. */
export const WelcomeModal = () => {
  const { t } = useTranslation();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const open = params.has(PARAM);
  const close = () => {
    params.delete(PARAM);
    const rest = params.toString();
    navigate(rest === "" ? location : `${location}?${rest}`, { replace: true });
  };
  return (
    <Modal open={open} onClose={close} title={t("welcome.title")} description={t("welcome.text")}>
      <button type="button" className="button button-primary modal-wide-button" onClick={close}>
        {t("welcome.start")}
      </button>
    </Modal>
  );
};
