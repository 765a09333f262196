import { useTranslation } from "react-i18next";
import type { UserStatisticsRow } from "@app/domain/api/statistics";
import { ColumnChart } from "../../lib/charts/column-chart";
import { PROGRESS_BUCKETS, progressDistribution } from "../../lib/charts/progress-buckets";
import { useChartLabels } from "../../lib/charts/use-chart-labels";

/** How the students of one course spread over progress ranges. */
export const DistributionChart = ({ rows }: { readonly rows: ReadonlyArray<UserStatisticsRow> }) => {
  const { t } = useTranslation("users-statistics");
  const labels = useChartLabels();
  const counts = progressDistribution(rows.map((r) => r.progress));
  return (
    <ColumnChart
      title={t("distribution.title")}
      summary={t("distribution.summary", {
        total: rows.length,
        done: counts[counts.length - 1] ?? 0,
        none: counts[0] ?? 0,
      })}
      categoryHeader={t("distribution.range")}
      series={[{ label: t("distribution.students"), color: 1 }]}
      data={PROGRESS_BUCKETS.map((bucket, index) => ({
        label: bucket.short,
        fullLabel: bucket.label,
        values: [counts[index] ?? 0],
      }))}
      labels={labels}
    />
  );
};
