import { ChartFigure } from "./chart-figure";
import { ChartTooltip } from "./chart-tooltip";
import { plainNumber, seriesColor, type ChartProps } from "./chart-types";
import { linear, maxTotal, truncate } from "./scale";
import { useActiveIndex } from "./use-active-index";
import { useWidth } from "./use-width";

const LABEL = 20;
const BAR = 20;
const GAP = 14;
const ROW = LABEL + BAR + GAP;
/** Rough widths of a label character (13 px, bold) and of a note character (12.5 px). */
const CHAR_WIDTH = 8.2;
const NOTE_CHAR_WIDTH = 7;

/** Horizontal bars, one per category, each split into its series (e.g. completed, in progress, not started). */
export const StackedBarChart = (props: ChartProps) => {
  const { data, series, summary } = props;
  const format = props.format ?? plainNumber;
  const { ref, width } = useWidth<HTMLDivElement>(640);
  const { active, setActive, plotProps } = useActiveIndex(data.length);
  const span = linear(Math.max(1, maxTotal(data)), 0, Math.max(1, width - 4));
  const height = Math.max(ROW, data.length * ROW - GAP + 4);
  const rowY = (index: number) => index * ROW;
  const activeDatum = active === null ? undefined : data[active];

  return (
    <ChartFigure {...props} legend>
      <div className="chart-plot" ref={ref}>
        <svg
          className="chart-svg"
          role="img"
          aria-label={summary}
          viewBox={`0 0 ${width} ${height}`}
          width={width}
          height={height}
          {...plotProps}
        >
          {data.map((d, i) => {
            const total = d.values.reduce((sum, v) => sum + v, 0);
            const totalText = format(total);
            let offset = 2;
            return (
              <g key={`${i}-${d.label}`}>
                {active === i && (
                  <rect className="chart-band" x={0} y={rowY(i) - 2} width={width} height={LABEL + BAR + 6} rx={8} />
                )}
                <text className="chart-step-label" x={2} y={rowY(i) + 14}>
                  {truncate(
                    d.label,
                    Math.max(4, Math.floor((width - totalText.length * NOTE_CHAR_WIDTH - 20) / CHAR_WIDTH)),
                  )}
                </text>
                <text className="chart-step-note" x={width - 2} y={rowY(i) + 14} textAnchor="end">
                  {totalText}
                </text>
                <rect
                  className="chart-track"
                  x={2}
                  y={rowY(i) + LABEL}
                  width={Math.max(0, width - 4)}
                  height={BAR}
                  rx={5}
                />
                {series.map((s, si) => {
                  const w = span(d.values[si] ?? 0);
                  const x = offset;
                  offset += w;
                  return w > 0 ? (
                    <rect
                      key={s.label}
                      className="chart-segment"
                      x={x}
                      y={rowY(i) + LABEL}
                      width={w}
                      height={BAR}
                      fill={seriesColor(s.color)}
                    />
                  ) : null;
                })}
                <rect
                  className="chart-hit"
                  x={0}
                  y={rowY(i)}
                  width={width}
                  height={ROW}
                  onMouseEnter={() => setActive(i)}
                />
              </g>
            );
          })}
        </svg>
        {activeDatum !== undefined && active !== null && (
          <ChartTooltip
            datum={activeDatum}
            series={series}
            format={format}
            x={Math.min(width / 2 - 1, span(activeDatum.values.reduce((a, b) => a + b, 0)))}
            y={rowY(active) + LABEL + BAR + 4}
            width={width}
          />
        )}
      </div>
    </ChartFigure>
  );
};
