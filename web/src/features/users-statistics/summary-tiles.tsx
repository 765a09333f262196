import { useTranslation } from "react-i18next";
import { ProgressRing } from "../../lib/charts/progress-ring";
import type { Summary } from "./stats-model";

/** Four numbers at the top of the page; the average progress as a ring. */
export const SummaryTiles = ({ summary }: { readonly summary: Summary }) => {
  const { t } = useTranslation("users-statistics");
  const tile = (key: "students" | "enrolments" | "completed", value: number) => (
    <div className="stats-tile" data-testid={`tile-${key}`}>
      <dt>{t(`tiles.${key}`)}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <dl className="stats-tiles">
      {tile("students", summary.students)}
      {tile("enrolments", summary.enrolments)}
      {tile("completed", summary.completed)}
      <div className="stats-tile stats-tile-ring" data-testid="tile-averageProgress">
        <dt>{t("tiles.averageProgress")}</dt>
        <dd>
          <ProgressRing value={summary.averageProgress} label={t("tiles.averageProgress")} size={64} />
        </dd>
      </div>
    </dl>
  );
};
