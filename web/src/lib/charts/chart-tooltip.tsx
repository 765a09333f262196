import type { ChartDatum, ChartSeries } from "./chart-types";
import { seriesColor } from "./chart-types";

type Props = {
  readonly datum: ChartDatum;
  readonly series: ReadonlyArray<ChartSeries>;
  readonly format: (value: number) => string;
  /** The anchor inside the plot, in pixels: the tooltip sits beside it, inside the plot's width. */
  readonly x: number;
  readonly y: number;
  readonly width: number;
};

const TOOLTIP_WIDTH = 200;

/** The explanation of the highlighted category. Visual only: the same numbers are in the table. */
export const ChartTooltip = ({ datum, series, format, x, y, width }: Props) => {
  const beside = x < width / 2 ? x + 14 : x - 14 - TOOLTIP_WIDTH;
  const left = Math.max(0, Math.min(width - TOOLTIP_WIDTH, beside));
  return (
    <div className="chart-tooltip" aria-hidden="true" style={{ left, top: Math.max(0, y), width: TOOLTIP_WIDTH }}>
      <p className="chart-tooltip-title">{datum.fullLabel ?? datum.label}</p>
      <ul>
        {series.map((s, index) => (
          <li key={s.label}>
            <span className="chart-swatch" style={{ background: seriesColor(s.color) }} />
            <span>{s.label}</span>
            <strong>{format(datum.values[index] ?? 0)}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
};
