import type { ReactNode } from "react";

/** One series of a chart: its key in the data, its visible name and its colour (1–5, see charts.css). */
export type ChartSeries = {
  readonly label: string;
  readonly color: ChartColor;
};

export type ChartColor = 1 | 2 | 3 | 4 | 5;

/** One category (a day, a lesson, a course): its label and one value per series, in series order. */
export type ChartDatum = {
  readonly label: string;
  /** A longer label for the tooltip and the table (e.g. "3. Условия"); `label` when absent. */
  readonly fullLabel?: string | undefined;
  readonly values: ReadonlyArray<number>;
};

/** The strings a chart shows around its plot; the caller passes them from its i18next namespace. */
export type ChartLabels = {
  readonly showTable: string;
  readonly hideTable: string;
};

/** The props every chart shares. */
export type ChartProps = {
  readonly title: string;
  /** One sentence saying what the chart shows; it is the plot's accessible name. */
  readonly summary: string;
  /** The header of the table's first column (e.g. "Дата", "Урок"). */
  readonly categoryHeader: string;
  readonly series: ReadonlyArray<ChartSeries>;
  readonly data: ReadonlyArray<ChartDatum>;
  readonly labels: ChartLabels;
  /** Formats a value in the plot, the tooltip and the table (default: the number as is). */
  readonly format?: ((value: number) => string) | undefined;
  /** Controls drawn at the right of the caption (e.g. a day / week switch). */
  readonly actions?: ReactNode;
  /** A footnote under the plot. */
  readonly note?: string | undefined;
};

export const seriesColor = (color: ChartColor): string => `var(--chart-${color})`;

export const plainNumber = (value: number): string => String(value);
