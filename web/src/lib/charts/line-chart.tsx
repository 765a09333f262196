import { useId } from "react";
import { ChartFigure } from "./chart-figure";
import { ChartTooltip } from "./chart-tooltip";
import { plainNumber, seriesColor, type ChartProps } from "./chart-types";
import { labelEvery, linear, maxValue, niceTicks } from "./scale";
import { useActiveIndex } from "./use-active-index";
import { useWidth } from "./use-width";

const HEIGHT = 240;
const MARGIN = { top: 16, right: 16, bottom: 32, left: 40 } as const;

/** A line chart over time (one line per series, the first one with a soft area under it). */
export const LineChart = (props: ChartProps) => {
  const { data, series, summary } = props;
  const format = props.format ?? plainNumber;
  const gradient = `line-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const { ref, width } = useWidth<HTMLDivElement>(640);
  const { active, setActive, plotProps } = useActiveIndex(data.length);
  const ticks = niceTicks(maxValue(data), 4);
  const top = ticks[ticks.length - 1] ?? 1;
  const plotWidth = Math.max(1, width - MARGIN.left - MARGIN.right);
  const bottom = HEIGHT - MARGIN.bottom;
  const y = linear(top, bottom, MARGIN.top);
  const x = (index: number) =>
    data.length <= 1 ? MARGIN.left + plotWidth / 2 : MARGIN.left + (plotWidth * index) / (data.length - 1);
  const step = data.length <= 1 ? plotWidth : plotWidth / (data.length - 1);
  const showLabel = labelEvery(data.length, Math.max(2, Math.floor(plotWidth / 72)));
  const line = (s: number) =>
    data.map((d, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)},${y(d.values[s] ?? 0).toFixed(1)}`).join(" ");
  const area = (s: number) => `${line(s)} L${x(data.length - 1).toFixed(1)},${bottom} L${x(0).toFixed(1)},${bottom} Z`;
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
          <defs>
            <linearGradient id={gradient} x1="0" x2="0" y1="0" y2="1">
              <stop offset="0%" stopColor={seriesColor(series[0]?.color ?? 1)} stopOpacity="0.28" />
              <stop offset="100%" stopColor={seriesColor(series[0]?.color ?? 1)} stopOpacity="0.02" />
            </linearGradient>
          </defs>
          {ticks.map((tick) => (
            <g key={tick} className="chart-grid">
              <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(tick)} y2={y(tick)} />
              <text x={MARGIN.left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
                {format(tick)}
              </text>
            </g>
          ))}
          {data.map((d, i) =>
            showLabel(i) ? (
              <text
                key={`${i}-${d.label}`}
                className="chart-axis-label"
                x={x(i)}
                y={HEIGHT - 10}
                textAnchor={
                  data.length > 1 && i === 0 ? "start" : data.length > 1 && i === data.length - 1 ? "end" : "middle"
                }
              >
                {d.label}
              </text>
            ) : null,
          )}
          {data.length > 1 && series.length > 0 && <path d={area(0)} fill={`url(#${gradient})`} />}
          {activeDatum !== undefined && active !== null && (
            <line className="chart-guide" x1={x(active)} x2={x(active)} y1={MARGIN.top} y2={bottom} />
          )}
          {series.map((s, si) => (
            <g key={s.label}>
              {data.length > 1 && (
                <path
                  d={line(si)}
                  fill="none"
                  stroke={seriesColor(s.color)}
                  strokeWidth={2.5}
                  strokeLinejoin="round"
                  strokeLinecap="round"
                />
              )}
              {data.map((d, i) => (
                <circle
                  key={`${i}-${d.label}`}
                  cx={x(i)}
                  cy={y(d.values[si] ?? 0)}
                  r={active === i ? 5 : data.length > 40 ? 0 : 3}
                  fill={active === i ? seriesColor(s.color) : "var(--color-surface)"}
                  stroke={seriesColor(s.color)}
                  strokeWidth={2}
                />
              ))}
            </g>
          ))}
          {data.map((d, i) => (
            <rect
              key={`${i}-${d.label}`}
              className="chart-hit"
              x={x(i) - step / 2}
              y={MARGIN.top}
              width={step}
              height={bottom - MARGIN.top}
              onMouseEnter={() => setActive(i)}
            />
          ))}
        </svg>
        {activeDatum !== undefined && active !== null && (
          <ChartTooltip
            datum={activeDatum}
            series={series}
            format={format}
            x={x(active)}
            y={MARGIN.top}
            width={width}
          />
        )}
      </div>
    </ChartFigure>
  );
};
