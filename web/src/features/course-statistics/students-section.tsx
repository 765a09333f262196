import { useTranslation } from "react-i18next";
import { ColumnChart } from "../../lib/charts/column-chart";
import { ProgressBar } from "../../lib/charts/progress-bar";
import { PROGRESS_BUCKETS, progressDistribution } from "../../lib/charts/progress-buckets";
import type { StudentRow } from "@app/domain/api/statistics-tables";
import { useChartLabels } from "../../lib/charts/use-chart-labels";
import { studyStatusLabel } from "@app/domain/passage/study-status";
import { formatDate } from "../../lib/i18n/format";

const dateOf = (iso: string | null, none: string) =>
  iso === null || Number.isNaN(Date.parse(iso)) ? none : formatDate(iso);

/** The `students` table with the distribution of their progress. */
export const StudentsSection = ({ rows }: { readonly rows: ReadonlyArray<StudentRow> }) => {
  const { t } = useTranslation("course-statistics");
  const labels = useChartLabels();
  const counts = progressDistribution(rows.map((r) => r.progress));
  const head = (key: string) => t(`students.${key}`);
  return (
    <section className="cstats-section" aria-labelledby="cstats-students">
      <h2 id="cstats-students">{t("students.title")}</h2>
      <ColumnChart
        title={t("students.chart")}
        summary={t("students.chartSummary", {
          total: rows.length,
          done: counts[counts.length - 1] ?? 0,
          none: counts[0] ?? 0,
        })}
        categoryHeader={t("students.range")}
        series={[{ label: t("students.count"), color: 1 }]}
        data={PROGRESS_BUCKETS.map((bucket, index) => ({
          label: bucket.short,
          fullLabel: bucket.label,
          values: [counts[index] ?? 0],
        }))}
        labels={labels}
      />
      <div className="cstats-table-card" role="region" aria-labelledby="cstats-students-caption" tabIndex={0}>
        <table className="cstats-table" data-testid="cstats-students">
          <caption id="cstats-students-caption">{t("students.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{head("student")}</th>
              <th scope="col">{head("progress")}</th>
              <th scope="col">{head("lessons")}</th>
              <th scope="col">{head("testScore")}</th>
              <th scope="col">
                <abbr title={t("students.tasksHint")}>{head("tasks")}</abbr>
              </th>
              <th scope="col">{head("status")}</th>
              <th scope="col">{head("enrolledAt")}</th>
              <th scope="col">{head("lastActivity")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.student_id}>
                <th scope="row" data-label={head("student")}>
                  <span className="cstats-name">{row.student}</span>
                  <span className="cstats-email">{row.email}</span>
                </th>
                <td data-label={head("progress")} data-value={row.progress}>
                  <ProgressBar value={row.progress} label={t("students.progressOf", { name: row.student })} />
                </td>
                <td className="cstats-number" data-label={head("lessons")}>
                  {row.lessons_completed} / {row.lessons_total}
                </td>
                <td className="cstats-number" data-label={head("testScore")}>
                  {row.test_score === null ? t("none") : `${row.test_score} %`}
                </td>
                <td className="cstats-number" data-label={head("tasks")}>
                  {t("students.tasksValue", {
                    accepted: row.tasks_accepted,
                    sentBack: row.tasks_sent_back,
                    onReview: row.tasks_on_review,
                  })}
                </td>
                <td data-label={head("status")}>{studyStatusLabel(row.status)}</td>
                <td className="cstats-number" data-label={head("enrolledAt")}>
                  {dateOf(row.enrolled_at, t("none"))}
                </td>
                <td className="cstats-number" data-label={head("lastActivity")}>
                  {dateOf(row.last_activity, t("none"))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
};
