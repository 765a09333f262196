import { useLocation, useSearch } from "wouter";
import { useTranslation } from "react-i18next";
import type { ReviewCounts } from "@app/domain/api/review";
import { idParam, statusFilter, statusTabOf, type StatusTab } from "./check-params";
import { LoadState } from "./load-state";
import { StatusTabs } from "./status-tabs";
import { SubmissionList } from "./submission-list";
import { SubmissionPanel } from "./submission-panel";
import { useSubmissions } from "./review-queries";
import { itemsOfPages } from "@app/domain/api/paging";

type Props = {
  readonly courseId: number;
  readonly taskId: string;
  /** The task's counts, for the tabs (a reviewer's); undefined hides them. */
  readonly counts: ReviewCounts | undefined;
  /** A student sees his own work: no status tabs, his first submission opened. */
  readonly own?: boolean;
};

/** The exercise level: a task's submissions filtered by status (`?status=`), and the one opened (`?submission=`). */
export const ExerciseLevel = ({ courseId, taskId, counts, own = false }: Props) => {
  const { t } = useTranslation("checking");
  const [location] = useLocation();
  const search = new URLSearchParams(useSearch());
  const tab = statusTabOf(search.get("status"), own ? "all" : "onReview");
  const submissions = useSubmissions(courseId, taskId, statusFilter(tab));
  const items = itemsOfPages(submissions.data?.pages, (s) => s.id);
  const chosen = idParam(search.get("submission"));
  const opened = chosen ?? (own ? items[0]?.id : undefined);

  const href = (next: { status?: StatusTab; submission?: number }): string => {
    const query = new URLSearchParams();
    const status = next.status ?? tab;
    if (!own && status !== "onReview") query.set("status", status);
    if (next.submission !== undefined) query.set("submission", String(next.submission));
    const text = query.toString();
    return text === "" ? location : `${location}?${text}`;
  };

  return (
    <div className="check-exercise">
      <section className="check-exercise-list" aria-labelledby="check-submissions-title">
        <h2 id="check-submissions-title">{own ? t("submissions.mineList") : t("submissions.title")}</h2>
        {!own && <StatusTabs selected={tab} counts={counts} hrefOf={(status) => href({ status })} />}
        <LoadState query={submissions} />
        {submissions.isSuccess && items.length === 0 && (
          <p className="check-empty">
            {tab === "all" ? t("submissions.empty") : t("submissions.emptyStatus", { status: t(`status.${tab}`) })}
          </p>
        )}
        {items.length > 0 && (
          <SubmissionList items={items} selected={opened} hrefOf={(submission) => href({ submission })} />
        )}
        {submissions.hasNextPage && (
          <button
            type="button"
            className="button check-more"
            disabled={submissions.isFetchingNextPage}
            onClick={() => void submissions.fetchNextPage()}
          >
            {t("submissions.showMore")}
          </button>
        )}
      </section>
      {opened !== undefined ? (
        <SubmissionPanel id={opened} reviewer={!own} closeHref={own ? undefined : href({})} />
      ) : (
        !own && items.length > 0 && <p className="check-pick muted">{t("submissions.pick")}</p>
      )}
    </div>
  );
};
