import { useTranslation } from "react-i18next";
import type { ChartLabels } from "../../lib/charts/chart-types";

/** The 'Показать таблицей' / 'Скрыть таблицу' pair every chart of the page shows. */
export const useChartLabels = (): ChartLabels => {
  const { t } = useTranslation("users-statistics");
  return { showTable: t("chart.showTable"), hideTable: t("chart.hideTable") };
};
