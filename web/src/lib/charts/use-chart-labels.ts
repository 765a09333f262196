import { useTranslation } from "react-i18next";
import type { ChartLabels } from "./chart-types";

/** The 'Показать таблицей' / 'Скрыть таблицу' pair every chart shows. */
export const useChartLabels = (): ChartLabels => {
  const { t } = useTranslation();
  return { showTable: t("chart.showTable"), hideTable: t("chart.hideTable") };
};
