import { useTranslation } from "react-i18next";
import type { UserStatisticsRow } from "@app/domain/api/statistics";
import { FunnelChart } from "../../lib/charts/funnel-chart";
import { percentOf } from "../../lib/charts/scale";
import { lessonFunnel } from "./lesson-rows";
import { funnelFromRows, type CourseOption } from "./stats-model";
import { useChartLabels } from "../../lib/charts/use-chart-labels";
import { useCourseStatistics } from "./use-statistics-queries";

type Props = { readonly course: CourseOption; readonly rows: ReadonlyArray<UserStatisticsRow> };

/**
 * The funnel of the course's lessons: started and completed per lesson, from the course's own
 * statistics; a caller who may not open them gets "completed at least n lessons" from his rows.
 */
export const LessonFunnel = ({ course, rows }: Props) => {
  const { t } = useTranslation("users-statistics");
  const labels = useChartLabels();
  const statistics = useCourseStatistics(course.id);
  const title = t("funnel.title", { course: course.name });
  if (statistics.isPending) return <p className="muted stats-placeholder">{t("loading")}</p>;
  const funnel = statistics.data === undefined ? undefined : lessonFunnel(statistics.data);
  const note = (enrolled: number) => (datum: { readonly values: ReadonlyArray<number> }) => {
    const completed = datum.values[datum.values.length - 1] ?? 0;
    return t("funnel.note", { completed, enrolled, rate: percentOf(completed, enrolled) });
  };

  if (funnel !== undefined) {
    if (funnel.lessons.length === 0) return <p className="muted stats-placeholder">{t("funnel.noLessons")}</p>;
    const data = funnel.lessons.map((l) => ({
      label: t("funnel.lessonLabel", { position: l.position, lesson: l.lesson }),
      values: [l.students_started, l.students_completed],
    }));
    return (
      <FunnelChart
        title={title}
        summary={t("funnel.summary", {
          enrolled: funnel.enrolled,
          first: funnel.lessons[0]?.students_completed ?? 0,
          last: funnel.lessons[funnel.lessons.length - 1]?.students_completed ?? 0,
        })}
        categoryHeader={t("funnel.lesson")}
        series={[
          { label: t("funnel.started"), color: 5 },
          { label: t("funnel.completed"), color: 1 },
        ]}
        data={data}
        base={funnel.enrolled}
        stepNote={note(funnel.enrolled)}
        labels={labels}
      />
    );
  }

  const counts = funnelFromRows(rows);
  if (counts.length === 0) return <p className="muted stats-placeholder">{t("funnel.noLessons")}</p>;
  return (
    <FunnelChart
      title={title}
      summary={t("funnel.summaryRows", {
        enrolled: rows.length,
        first: counts[0] ?? 0,
        last: counts[counts.length - 1] ?? 0,
      })}
      categoryHeader={t("funnel.lesson")}
      series={[{ label: t("funnel.completed"), color: 1 }]}
      data={counts.map((count, index) => ({ label: t("funnel.atLeast", { count: index + 1 }), values: [count] }))}
      base={rows.length}
      stepNote={note(rows.length)}
      labels={labels}
    />
  );
};
