import { useTranslation } from "react-i18next";
import type { UserStatisticsRow } from "@app/domain/api/statistics";
import { StackedBarChart } from "../../lib/charts/stacked-bar-chart";
import { courseBreakdown } from "./stats-model";
import { useChartLabels } from "../../lib/charts/use-chart-labels";

/** Per course: completed, studying, not started (stacked bars). */
export const CourseBreakdownChart = ({ rows }: { readonly rows: ReadonlyArray<UserStatisticsRow> }) => {
  const { t } = useTranslation("users-statistics");
  const labels = useChartLabels();
  const data = courseBreakdown(rows);
  const sum = (index: number) => data.reduce((total, d) => total + (d.values[index] ?? 0), 0);
  return (
    <StackedBarChart
      title={t("breakdown.title")}
      summary={t("breakdown.summary", {
        courses: data.length,
        completed: sum(0),
        inProgress: sum(1),
        notStarted: sum(2),
      })}
      categoryHeader={t("breakdown.course")}
      series={[
        { label: t("breakdown.completed"), color: 2 },
        { label: t("breakdown.inProgress"), color: 1 },
        { label: t("breakdown.notStarted"), color: 5 },
      ]}
      data={data}
      labels={labels}
    />
  );
};
