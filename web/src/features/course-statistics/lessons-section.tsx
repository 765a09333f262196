import { useTranslation } from "react-i18next";
import { FunnelChart } from "../../lib/charts/funnel-chart";
import { percentOf } from "../../lib/charts/scale";
import type { LessonRow } from "@app/domain/api/statistics-tables";
import { useChartLabels } from "../../lib/charts/use-chart-labels";

type Props = { readonly rows: ReadonlyArray<LessonRow>; readonly enrolled: number };

/**
 * The `lessons` table with the funnel of lessons started and completed; issue #37: the share of the
 * lesson's free-task works that came on time (`—` while none was sent).
 */
export const LessonsSection = ({ rows, enrolled }: Props) => {
  const { t } = useTranslation("course-statistics");
  const labels = useChartLabels();
  const head = (key: string) => t(`lessons.${key}`);
  return (
    <section className="cstats-section" aria-labelledby="cstats-lessons">
      <h2 id="cstats-lessons">{t("lessons.title")}</h2>
      {rows.length === 0 ? (
        <p className="muted cstats-placeholder">{t("lessons.noLessons")}</p>
      ) : (
        <>
          <FunnelChart
            title={t("lessons.chart")}
            summary={t("lessons.chartSummary", {
              enrolled,
              first: rows[0]?.students_completed ?? 0,
              last: rows[rows.length - 1]?.students_completed ?? 0,
            })}
            categoryHeader={head("lesson")}
            series={[
              { label: head("started"), color: 5 },
              { label: head("completed"), color: 1 },
            ]}
            data={rows.map((r) => ({
              label: t("lessons.lessonLabel", { position: r.position, lesson: r.lesson }),
              values: [r.students_started, r.students_completed],
            }))}
            base={enrolled}
            stepNote={(datum) => {
              const completed = datum.values[1] ?? 0;
              return t("lessons.note", { completed, enrolled, rate: percentOf(completed, enrolled) });
            }}
            labels={labels}
          />
          <div className="cstats-table-card" role="region" aria-labelledby="cstats-lessons-caption" tabIndex={0}>
            <table className="cstats-table" data-testid="cstats-lessons">
              <caption id="cstats-lessons-caption">{t("lessons.caption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{head("position")}</th>
                  <th scope="col">{head("lesson")}</th>
                  <th scope="col">{head("module")}</th>
                  <th scope="col">{head("started")}</th>
                  <th scope="col">{head("completed")}</th>
                  <th scope="col">{head("rate")}</th>
                  <th scope="col">{head("score")}</th>
                  <th scope="col">{head("onTime")}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.lesson_id}>
                    <td className="cstats-number" data-label={head("position")}>
                      {row.position}
                    </td>
                    <th scope="row" data-label={head("lesson")}>
                      {row.lesson}
                    </th>
                    <td data-label={head("module")}>{row.module}</td>
                    <td className="cstats-number" data-label={head("started")}>
                      {row.students_started}
                    </td>
                    <td className="cstats-number" data-label={head("completed")}>
                      {row.students_completed}
                    </td>
                    <td className="cstats-number" data-label={head("rate")}>
                      {row.completion_rate} %
                    </td>
                    <td className="cstats-number" data-label={head("score")}>
                      {row.average_test_score === null ? t("none") : `${row.average_test_score} %`}
                    </td>
                    <td className="cstats-number" data-label={head("onTime")}>
                      {row.on_time_rate === null || row.on_time_rate === undefined
                        ? t("none")
                        : `${row.on_time_rate} %`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
};
