import { ChartFigure } from "./chart-figure";
import { ChartTooltip } from "./chart-tooltip";
import { plainNumber, seriesColor, type ChartProps } from "./chart-types";
import { linear, maxValue, niceTicks, truncate } from "./scale";
import { useActiveIndex } from "./use-active-index";
import { useWidth } from "./use-width";

const HEIGHT = 240;
const MARGIN = { top: 24, right: 12, bottom: 36, left: 40 } as const;
const CHAR_WIDTH = 7;

/** Vertical columns: one group per category, one column per series, the value above each. */
export const ColumnChart = (props: ChartProps) => {
  const { data, series, summary } = props;
  const format = props.format ?? plainNumber;
  const { ref, width } = useWidth<HTMLDivElement>(640);
  const { active, setActive, plotProps } = useActiveIndex(data.length);
  const ticks = niceTicks(maxValue(data), 4);
  const top = ticks[ticks.length - 1] ?? 1;
  const plotWidth = Math.max(1, width - MARGIN.left - MARGIN.right);
  const bottom = HEIGHT - MARGIN.bottom;
  const y = linear(top, bottom, MARGIN.top);
  const band = plotWidth / Math.max(1, data.length);
  const groupWidth = Math.min(band * 0.7, 56 * series.length);
  const columnWidth = groupWidth / Math.max(1, series.length);
  const bandX = (index: number) => MARGIN.left + band * index;
  const activeDatum = active === null ? undefined : data[active];

  return (
    <ChartFigure {...props}>
      <div className="chart-plot" ref={ref}>
        <svg
          className="chart-svg"
          role="img"
          aria-label={summary}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          width={width}
          height={HEIGHT}
          {...plotProps}
        >
          {ticks.map((tick) => (
            <g key={tick} className="chart-grid">
              <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(tick)} y2={y(tick)} />
              <text x={MARGIN.left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
                {format(tick)}
              </text>
            </g>
          ))}
          {data.map((d, i) => {
            const start = bandX(i) + (band - groupWidth) / 2;
            return (
              <g key={`${i}-${d.label}`} className={active === i ? "chart-column chart-active" : "chart-column"}>
                {active === i && (
                  <rect
                    className="chart-band"
                    x={bandX(i)}
                    y={MARGIN.top - 8}
                    width={band}
                    height={bottom - MARGIN.top + 8}
                    rx={8}
                  />
                )}
                {series.map((s, si) => {
                  const value = d.values[si] ?? 0;
                  const height = bottom - y(value);
                  const left = start + columnWidth * si + 2;
                  const w = Math.max(2, columnWidth - 4);
                  return (
                    <g key={s.label}>
                      <rect
                        x={left}
                        y={bottom - Math.max(height, value > 0 ? 2 : 0)}
                        width={w}
                        height={Math.max(height, value > 0 ? 2 : 0)}
                        rx={Math.min(6, w / 2)}
                        fill={seriesColor(s.color)}
                      />
                      {w >= 18 && (
                        <text className="chart-value" x={left + w / 2} y={y(value) - 6} textAnchor="middle">
                          {format(value)}
                        </text>
                      )}
                    </g>
                  );
                })}
                <text className="chart-axis-label" x={bandX(i) + band / 2} y={HEIGHT - 12} textAnchor="middle">
                  {truncate(d.label, Math.max(3, Math.floor(band / CHAR_WIDTH)))}
                </text>
                <rect
                  className="chart-hit"
                  x={bandX(i)}
                  y={MARGIN.top}
                  width={band}
                  height={HEIGHT - MARGIN.top}
                  onMouseEnter={() => setActive(i)}
                />
              </g>
            );
          })}
          <line className="chart-baseline" x1={MARGIN.left} x2={width - MARGIN.right} y1={bottom} y2={bottom} />
        </svg>
        {activeDatum !== undefined && active !== null && (
          <ChartTooltip
            datum={activeDatum}
            series={series}
            format={format}
            x={bandX(active) + band / 2}
            y={MARGIN.top}
            width={width}
          />
        )}
      </div>
    </ChartFigure>
  );
};
