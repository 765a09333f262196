import { useTranslation } from "react-i18next";
import type { UserStatisticsRow } from "@app/domain/api/statistics";
import { ProgressRing } from "../../lib/charts/progress-ring";
import { StackedBarChart } from "../../lib/charts/stacked-bar-chart";
import { useChartLabels } from "../../lib/charts/use-chart-labels";

/** A student's own statistics: one card with a progress ring per course, and his lessons per course. */
export const OwnProgress = ({ rows }: { readonly rows: ReadonlyArray<UserStatisticsRow> }) => {
  const { t } = useTranslation("users-statistics");
  const labels = useChartLabels();
  const done = rows.reduce((sum, r) => sum + r.lessons_completed, 0);
  const total = rows.reduce((sum, r) => sum + r.lessons_total, 0);
  return (
    <>
      <section className="stats-section" aria-labelledby="stats-own-title">
        <h2 id="stats-own-title">{t("own.title")}</h2>
        <ul className="stats-own-grid">
          {rows.map((row) => (
            <li key={row.course.id} className="stats-own-card">
              <ProgressRing
                value={row.progress}
                label={t("own.ring", { course: row.course.name })}
                color={row.completed ? 2 : 1}
                size={84}
              />
              <div>
                <h3>{row.course.name}</h3>
                <p>{t("own.lessons", { done: row.lessons_completed, total: row.lessons_total })}</p>
                <p>{row.test_score === null ? t("own.noTests") : t("own.testScore", { score: row.test_score })}</p>
                <p>
                  {t("own.tasks", {
                    accepted: row.tasks_accepted,
                    sentBack: row.tasks_sent_back,
                    onReview: row.tasks_on_review,
                  })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <StackedBarChart
        title={t("own.chartTitle")}
        summary={t("own.chartSummary", { done, total, courses: rows.length })}
        categoryHeader={t("table.course")}
        series={[
          { label: t("own.done"), color: 2 },
          { label: t("own.left"), color: 5 },
        ]}
        data={rows.map((r) => ({
          label: r.course.name,
          values: [r.lessons_completed, Math.max(0, r.lessons_total - r.lessons_completed)],
        }))}
        labels={labels}
      />
    </>
  );
};
