import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadLog } from "../../lib/qa/download-log";
import { recordedLog } from "../../lib/qa/log-source";
import type { SendReportForm } from "../../lib/qa/send-report-form";

/**
 * The report form, loaded when the failure page shows: it needs the session (who sends it), which
 * must not load with the first chunk (the version marker is checked before anything reads storage),
 * and the network anyway. When its chunk cannot load, only `Скачать журнал` stays.
 */
const useReportForm = (): typeof SendReportForm | null => {
  const [form, setForm] = useState<typeof SendReportForm | null>(null);
  useEffect(() => {
    let live = true;
    import("../../lib/qa/send-report-form").then(
      (module) => {
        if (live) setForm(() => module.SendReportForm);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return form;
};

/**
 * SPEC §2 failure page. Plain anchors: the router itself may be what failed. `Скачать журнал`
 * saves the session's event log, so a bug report carries what led here (issue #9); `Отправить отчёт`
 * sends it to the server with a description in one click (issue #33).
 */
export const FailurePage = () => {
  const { t } = useTranslation();
  const ReportForm = useReportForm();
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
      {ReportForm !== null && <ReportForm entries={recordedLog} privacy={{ names: false }} />}
      <p className="muted failure-hint">{t("failure.logHint")}</p>
    </main>
  );
};
