import { useTranslation } from "react-i18next";
import { badEntryLine } from "@app/domain/log/check-log";
import { moveReplayTo } from "../../lib/qa/replay-session";
import type { LogCheck } from "./use-log-check";

/** What the invariant check found: nothing yet, a sound log, or the first bad entry with a way to go there. */
export const LogCheckView = ({ check, onRun }: { readonly check: LogCheck; readonly onRun: () => void }) => {
  const { t } = useTranslation("qa-panel");
  if (check._tag === "NotChecked")
    return (
      <button type="button" className="button" onClick={onRun}>
        {t("checkRun")}
      </button>
    );
  if (check._tag === "Sound") return <p className="muted">{t("checkSound")}</p>;
  return (
    <div className="qa-warning" role="alert" data-testid="qa-check">
      <p>{check.message}</p>
      <details>
        <summary>{t("details")}</summary>
        <pre className="qa-detail">{`${badEntryLine(check.bad)}\n${JSON.stringify(check.bad.entry, null, 2)}`}</pre>
      </details>
      <button type="button" className="button" onClick={() => moveReplayTo(check.bad.index + 1)}>
        {t("checkGo", { seq: check.bad.entry.seq })}
      </button>
    </div>
  );
};
