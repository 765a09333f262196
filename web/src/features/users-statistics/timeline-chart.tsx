import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { UserStatisticsRow } from "@app/domain/api/statistics";
import { LineChart } from "../../lib/charts/line-chart";
import { defaultBucket, timeline, type Bucket } from "./stats-model";
import { useChartLabels } from "../../lib/charts/use-chart-labels";
import { formatDayUtc, formatShortDayUtc } from "../../lib/i18n/format";

/** Completion over time: courses and lessons completed per day or week. */
export const TimelineChart = ({ rows }: { readonly rows: ReadonlyArray<UserStatisticsRow> }) => {
  const { t } = useTranslation("users-statistics");
  const labels = useChartLabels();
  const [chosen, setChosen] = useState<Bucket | undefined>(undefined);
  const bucket = chosen ?? defaultBucket(rows);
  const points = timeline(rows, bucket);
  const data = points.map((p) => ({
    label: formatShortDayUtc(p.start),
    fullLabel: bucket === "day" ? formatDayUtc(p.start) : t("timeline.week", { date: formatDayUtc(p.start) }),
    values: [p.courses, p.lessons],
  }));
  const peak = points.reduce<(typeof points)[number] | undefined>(
    (best, p) => (p.lessons > 0 && (best === undefined || p.lessons >= best.lessons) ? p : best),
    undefined,
  );
  const summary =
    points.length === 0
      ? t("timeline.summaryEmpty")
      : [
          t("timeline.summary", {
            bucket: t(`timeline.bucket_${bucket}`),
            courses: points.reduce((sum, p) => sum + p.courses, 0),
            lessons: points.reduce((sum, p) => sum + p.lessons, 0),
          }),
          peak === undefined ? "" : t("timeline.summaryPeak", { peak: formatDayUtc(peak.start) }),
        ]
          .join(" ")
          .trim();
  const actions = (
    <div className="chart-switch" role="group" aria-label={t("timeline.bucketLabel")}>
      {(["day", "week"] as const).map((b) => (
        <button key={b} type="button" aria-pressed={bucket === b} onClick={() => setChosen(b)}>
          {b === "day" ? t("timeline.byDay") : t("timeline.byWeek")}
        </button>
      ))}
    </div>
  );
  return (
    <LineChart
      title={t("timeline.title")}
      summary={summary}
      categoryHeader={t("timeline.date")}
      series={[
        { label: t("timeline.courses"), color: 2 },
        { label: t("timeline.lessons"), color: 1 },
      ]}
      data={data}
      labels={labels}
      actions={actions}
    />
  );
};
