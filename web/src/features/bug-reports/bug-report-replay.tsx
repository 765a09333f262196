import { useEffect, useState } from "react";
import { Link, useLocation, useParams } from "wouter";
import { useTranslation } from "react-i18next";
import * as Result from "effect/Result";
import { afterSignIn } from "@app/domain/auth/return-path";
import { parseLog } from "@app/domain/log/decode-log";
import { errorMessages } from "../../lib/api/api-error";
import { qaPanelOpen } from "../../lib/qa/qa-panel-open";
import { identityOf } from "../../lib/qa/replay-reads";
import { preloadReplayScreens } from "../../lib/qa/replay-preload";
import { startReplay } from "../../lib/qa/replay-session";
import { useDocumentTitle } from "../../lib/ui/use-document-title";
import { fetchBugReport } from "./bug-reports-api";
import "./bug-reports.css";

type Opening = { readonly _tag: "Loading" } | { readonly _tag: "Failed"; readonly message: string };

/**
 * /bugReports/{id} (issue #33 part 7): the report's log is fetched, every screen's code with it (the
 * replay then goes on offline), and the window becomes its replay, in the QA panel, on the page the
 * report was sent from (its role's home when that role may not open it). Leaving the replay (the
 * panel's `Выйти из воспроизведения`) loads the report list again, as the admin.
 */
export const BugReportReplay = () => {
  const { t } = useTranslation("bug-reports");
  const { id = "" } = useParams<{ id: string }>();
  useDocumentTitle(t("replayTitle", { id }));
  const [, navigate] = useLocation();
  const [opening, setOpening] = useState<Opening>({ _tag: "Loading" });

  useEffect(() => {
    let live = true;
    const open = async () => {
      try {
        const [report] = await Promise.all([fetchBugReport(id), preloadReplayScreens()]);
        const log = parseLog(report.log);
        if (!live) return;
        if (Result.isFailure(log)) return setOpening({ _tag: "Failed", message: log.failure.message });
        const { role } = identityOf(log.success);
        startReplay(t("fileName", { id: report.id }), log.success, "/bugReports");
        qaPanelOpen.set(true);
        navigate(role === null ? "/" : afterSignIn(report.page, role), { replace: true });
      } catch (error) {
        if (live) setOpening({ _tag: "Failed", message: errorMessages(error).join(" ") });
      }
    };
    void open();
    return () => {
      live = false;
    };
  }, [id, navigate, t]);

  return (
    <section className="bug-reports page-container">
      <h1>{t("replayTitle", { id })}</h1>
      {opening._tag === "Loading" ? (
        <p className="muted" role="status">
          {t("opening")}
        </p>
      ) : (
        <>
          <p role="alert" className="bug-reports-error">
            {t("openFailed", { reason: opening.message })}
          </p>
          <Link href="/bugReports">{t("back")}</Link>
        </>
      )}
    </section>
  );
};
