import { useTranslation } from "react-i18next";
import type { AuditEntry } from "@app/domain/api/admin";
import { itemsOfPages } from "@app/domain/api/paging";
import { errorMessages } from "../../lib/api/api-error";
import { formatDayTime } from "../../lib/i18n/format";
import { useDocumentTitle } from "../../lib/ui/use-document-title";
import { useAuditLog } from "./admin-queries";
import { roleLabels } from "./role-label";
import "./admin.css";

const isRoleAction = (entry: AuditEntry): boolean =>
  entry.action === "role.changed" || entry.action === "admin.created";

/** /auditLog (issue #32 part 4, administrators): who changed what and when, the newest first. */
export const AuditLogPage = () => {
  const { t } = useTranslation("admin");
  useDocumentTitle(t("audit.title"));
  const log = useAuditLog();
  const entries = itemsOfPages(log.data?.pages, (entry) => entry.id);
  const describe = (entry: AuditEntry): string => {
    const role = (value: string | null) => (value === null ? "—" : roleLabels(t, value));
    return t(`audit.actions.${entry.action}`, {
      target: entry.target.label,
      from: isRoleAction(entry) ? role(entry.from) : (entry.from ?? ""),
      to: isRoleAction(entry) ? role(entry.to) : (entry.to ?? ""),
    });
  };
  return (
    <section className="admin-page page-container">
      <h1>{t("audit.title")}</h1>
      <p className="muted">{t("audit.intro")}</p>
      {log.isPending && <p className="muted">{t("loading")}</p>}
      {log.isError && (
        <p role="alert" className="admin-error">
          {errorMessages(log.error).join(" ")}
        </p>
      )}
      {log.isSuccess && entries.length === 0 && <p>{t("audit.empty")}</p>}
      {entries.length > 0 && (
        <ol className="admin-list" aria-label={t("audit.listLabel")}>
          {entries.map((entry) => (
            <li key={entry.id} className="admin-card admin-audit-entry">
              <p className="admin-audit-what">{describe(entry)}</p>
              {entry.school !== null && (
                <p className="muted" translate="no">
                  {t("audit.inSchool", { name: entry.school.name })}
                </p>
              )}
              {entry.action.startsWith("submission.") && entry.to !== null && (
                <p className="admin-audit-comment">{t("audit.comment", { text: entry.to })}</p>
              )}
              <p className="admin-audit-meta muted">
                <time dateTime={entry.at}>{formatDayTime(entry.at)}</time> ·{" "}
                {entry.actor === null ? t("audit.console") : entry.actor.name}
              </p>
            </li>
          ))}
        </ol>
      )}
      {log.hasNextPage && (
        <button
          type="button"
          className="button admin-more"
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          {t("more")}
        </button>
      )}
    </section>
  );
};
