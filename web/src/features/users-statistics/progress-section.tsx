import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ProgressTable } from "./progress-table";
import { useStatisticsPage } from "./use-statistics-queries";

const PER_PAGE = 10;

type Props = { readonly courseId: number | undefined; readonly showStudent: boolean };

/** The table's section: one server page at a time, filtered by the chosen course. */
export const ProgressSection = ({ courseId, showStudent }: Props) => {
  const { t } = useTranslation("users-statistics");
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [courseId]);
  const query = useStatisticsPage(page, PER_PAGE, courseId);
  const total = query.data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  return (
    // Not a landmark itself: the table's scrolling region below carries the heading's name (issue #31:
    // two regions of one name were a duplicate landmark).
    <section className="stats-section">
      <div className="stats-section-head">
        <h2 id="stats-table-title">{showStudent ? t("table.title") : t("table.titleOwn")}</h2>
        {query.data !== undefined && <p className="muted">{t("table.total", { count: total })}</p>}
      </div>
      {query.isError && <p role="alert">{t("loadError")}</p>}
      {query.isPending && <p className="muted">{t("loading")}</p>}
      {query.data !== undefined && (
        <div
          className="stats-table-card"
          role="region"
          aria-labelledby="stats-table-title"
          tabIndex={0}
          aria-busy={query.isFetching}
        >
          <ProgressTable rows={query.data.data} showStudent={showStudent} />
          {pages > 1 && (
            <nav className="stats-pager" aria-label={t("table.pager")}>
              <button type="button" className="button" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                {t("table.prev")}
              </button>
              <span aria-live="polite">{t("table.pageOf", { page, pages })}</span>
              <button type="button" className="button" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                {t("table.next")}
              </button>
            </nav>
          )}
        </div>
      )}
    </section>
  );
};
