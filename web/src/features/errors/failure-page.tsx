import { useTranslation } from "react-i18next";
import { downloadLog } from "../../lib/qa/download-log";
import { recordedLog } from "../../lib/qa/log-source";

/**
 * SPEC §2 failure page. Plain anchors: the router itself may be what failed. `Скачать журнал`
 * saves the session's event log, so a bug report carries what led here (issue #9).
 */
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
        <button className="button" type="button" onClick={() => downloadLog(recordedLog())}>
          {t("failure.downloadLog")}
        </button>
      </div>
      <p className="muted failure-hint">{t("failure.logHint")}</p>
    </main>
  );
};
