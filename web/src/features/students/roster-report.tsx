import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { RosterOutcome, RosterReport as Report } from "@app/domain/api/roster";
import type { RosterRow } from "@app/domain/people/roster";

const OUTCOMES: ReadonlyArray<RosterOutcome> = ["enrol", "invite", "already", "error"];

/** The dry run's report of a CSV roster: how many rows do what, then each row with its line, outcome and reasons. */
export const RosterReport = ({
  report,
  rows,
}: {
  readonly report: Report;
  readonly rows: ReadonlyArray<RosterRow>;
}) => {
  const { t } = useTranslation("students");
  const listId = useId();
  return (
    <div className="roster-report">
      <dl className="roster-counts">
        {OUTCOMES.map((outcome) => (
          <div key={outcome} className={`roster-count roster-${outcome}`}>
            <dt>{t(`roster.counts.${outcome}`)}</dt>
            <dd>{report.counts[outcome]}</dd>
          </div>
        ))}
      </dl>
      <h4 id={listId}>{t("roster.rowsTitle")}</h4>
      <ol className="roster-rows" aria-labelledby={listId}>
        {report.rows.map((row, index) => (
          <li key={`${rows[index]?.line ?? index}-${row.email}`} className={`roster-row roster-${row.outcome}`}>
            <span className="roster-line">{t("roster.line", { line: rows[index]?.line ?? index + 1 })}</span>
            <span className="roster-who">
              <strong>{row.email === "" ? t("roster.noEmail") : row.email}</strong>
              {row.name !== "" && <span className="muted"> · {row.name}</span>}
            </span>
            <span className="roster-outcome">
              {row.outcome === "error" ? row.errors.join("; ") : t(`roster.outcome.${row.outcome}`)}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
};
