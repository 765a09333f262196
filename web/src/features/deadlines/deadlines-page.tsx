import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../../lib/ui/use-document-title";
import { CalendarSubscription } from "./calendar-subscription";
import { DeadlineRow } from "./deadline-row";
import { useMyDeadlines } from "./deadline-queries";
import "./deadlines.css";

/**
 * /deadlines (issue #37): what is due next across the student's courses, work not yet sent first by
 * date, then what he has sent; and his calendar subscription.
 */
export const DeadlinesPage = () => {
  const { t } = useTranslation("deadlines");
  useDocumentTitle(t("page.title"));
  const list = useMyDeadlines();
  const rows = list.data ?? [];
  const toSend = rows.filter((row) => !row.sent);
  const sent = rows.filter((row) => row.sent);
  const key = (row: (typeof rows)[number]) => `${row.course_id}-${row.lesson_id}-${row.task_id ?? ""}`;

  return (
    <section className="deadlines-page page-container">
      <h1>{t("page.title")}</h1>
      <p className="muted">{t("page.intro")}</p>
      {list.isPending ? (
        <p className="muted" role="status">
          {t("translation:common.loading")}
        </p>
      ) : list.isError ? (
        <p role="alert">{t("page.loadError")}</p>
      ) : rows.length === 0 ? (
        <p className="muted">{t("page.empty")}</p>
      ) : (
        <>
          {toSend.length > 0 && (
            <section aria-labelledby="deadlines-to-send">
              <h2 id="deadlines-to-send">{t("page.toSend")}</h2>
              <ul className="deadlines-list">
                {toSend.map((row) => (
                  <DeadlineRow key={key(row)} row={row} />
                ))}
              </ul>
            </section>
          )}
          {sent.length > 0 && (
            <section aria-labelledby="deadlines-sent">
              <h2 id="deadlines-sent">{t("page.done")}</h2>
              <ul className="deadlines-list">
                {sent.map((row) => (
                  <DeadlineRow key={key(row)} row={row} />
                ))}
              </ul>
            </section>
          )}
        </>
      )}
      <CalendarSubscription />
    </section>
  );
};
