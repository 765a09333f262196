import { useTranslation } from "react-i18next";

/** SPEC §2 failure page. Plain anchors: the router itself may be what failed. */
export const FailurePage = () => {
  const { t } = useTranslation();
  return (
    <main className="centered-page" role="alert">
      <h1>{t("failure.title")}</h1>
      <div className="button-row">
        <a className="button button-primary" href="/">
          {t("failure.home")}
        </a>
        <button className="button" type="button" onClick={() => window.location.reload()}>
          {t("failure.reload")}
        </button>
      </div>
    </main>
  );
};
