import { useTranslation } from "react-i18next";
import { ColumnChart } from "../../lib/charts/column-chart";
import { ProgressRing } from "../../lib/charts/progress-ring";
import type { CourseRow } from "@app/domain/api/statistics-tables";
import { useChartLabels } from "../../lib/charts/use-chart-labels";

const COLUMNS = [
  "lessons_total",
  "students_enrolled",
  "students_started",
  "students_completed",
  "average_progress",
  "average_test_score",
  "tasks_accepted",
  "tasks_sent_back",
  "submissions_waiting",
] as const;

const PERCENT_COLUMNS: ReadonlySet<string> = new Set(["average_progress", "average_test_score"]);

/** The `courses` table (one row, shown column by column) with students by status, the tasks and two rings. */
export const CourseSection = ({ row }: { readonly row: CourseRow }) => {
  const { t } = useTranslation("course-statistics");
  const labels = useChartLabels();
  const value = (key: (typeof COLUMNS)[number]) => {
    const v = row[key];
    return v === null ? t("none") : PERCENT_COLUMNS.has(key) ? `${v} %` : String(v);
  };
  return (
    <section className="cstats-section" aria-labelledby="cstats-course">
      <h2 id="cstats-course">{t("course.title")}</h2>
      <div className="cstats-grid">
        <div className="cstats-rings">
          <div className="cstats-ring">
            <ProgressRing value={row.average_progress} label={t("course.progressRing")} size={104} />
            <span>{t("course.progressRing")}</span>
          </div>
          <div className="cstats-ring">
            <ProgressRing
              value={row.average_test_score ?? 0}
              label={t("course.scoreRing")}
              text={row.average_test_score === null ? t("none") : undefined}
              size={104}
              color={2}
            />
            <span>
              {row.average_test_score === null
                ? `${t("course.scoreRing")}: ${t("course.noScore")}`
                : t("course.scoreRing")}
            </span>
          </div>
        </div>
        <div className="cstats-facts">
          <table className="cstats-table" data-testid="cstats-courses">
            <caption>{t("course.caption")}</caption>
            <thead className="visually-hidden">
              <tr>
                <th scope="col">{t("course.column")}</th>
                <th scope="col">{t("course.value")}</th>
              </tr>
            </thead>
            <tbody>
              {COLUMNS.map((key) => (
                <tr key={key}>
                  <th scope="row">{t(`course.${key}`)}</th>
                  <td data-column={key}>{value(key)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ColumnChart
          title={t("course.studentsChart")}
          summary={t("course.studentsSummary", {
            enrolled: row.students_enrolled,
            started: row.students_started,
            completed: row.students_completed,
          })}
          categoryHeader={t("course.status")}
          series={[{ label: t("course.students"), color: 1 }]}
          data={[
            { label: t("course.enrolled"), values: [row.students_enrolled] },
            { label: t("course.started"), values: [row.students_started] },
            { label: t("course.completed"), values: [row.students_completed] },
          ]}
          labels={labels}
        />
        <ColumnChart
          title={t("course.tasksChart")}
          summary={t("course.tasksSummary", {
            accepted: row.tasks_accepted,
            sentBack: row.tasks_sent_back,
            waiting: row.submissions_waiting,
          })}
          categoryHeader={t("course.status")}
          series={[{ label: t("course.tasks"), color: 2 }]}
          data={[
            { label: t("course.accepted"), values: [row.tasks_accepted] },
            { label: t("course.sentBack"), values: [row.tasks_sent_back] },
            { label: t("course.waiting"), values: [row.submissions_waiting] },
          ]}
          labels={labels}
        />
      </div>
    </section>
  );
};
