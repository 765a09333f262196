import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import { errorMessages } from "../../lib/api/api-error";
import { formatDayTime, formatNumber } from "../../lib/i18n/format";
import { useDocumentTitle } from "../../lib/ui/use-document-title";
import { useBugReports } from "./bug-reports-api";
import "./bug-reports.css";

/**
 * /bugReports (issue #33 part 7, admins): the reports sent with `Отправить отчёт`, the newest first;
 * each opens straight into a replay of its log at its own address, /bugReports/{id}.
 */
export const BugReportsPage = () => {
  const { t } = useTranslation("bug-reports");
  useDocumentTitle(t("title"));
  const reports = useBugReports();
  return (
    <section className="bug-reports page-container">
      <h1>{t("title")}</h1>
      <p className="muted">{t("intro")}</p>
      {reports.isPending && <p className="muted">{t("loading")}</p>}
      {reports.isError && (
        <p role="alert" className="bug-reports-error">
          {errorMessages(reports.error).join(" ")}
        </p>
      )}
      {reports.isSuccess && reports.data.length === 0 && <p>{t("empty")}</p>}
      {reports.isSuccess && reports.data.length > 0 && (
        <ul className="bug-report-list" aria-label={t("listLabel")}>
          {reports.data.map((report) => (
            <li key={report.id} className="bug-report-card">
              <Link href={`/bugReports/${report.id}`} className="bug-report-link">
                {t("open", { id: report.id })}
              </Link>
              <p className="bug-report-description">
                {report.description === "" ? <span className="muted">{t("noDescription")}</span> : report.description}
              </p>
              <dl className="bug-report-facts">
                <div>
                  <dt>{t("author")}</dt>
                  <dd>
                    {report.author.name} ({t(`roles.${report.author.role}`, { defaultValue: report.author.role })})
                  </dd>
                </div>
                <div>
                  <dt>{t("sentAt")}</dt>
                  <dd>{formatDayTime(report.created_at)}</dd>
                </div>
                <div>
                  <dt>{t("page")}</dt>
                  <dd className="bug-report-page">{report.page}</dd>
                </div>
                <div>
                  <dt>{t("events")}</dt>
                  <dd>{formatNumber(report.events)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
