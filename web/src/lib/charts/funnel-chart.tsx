import { ChartFigure } from "./chart-figure";
import { ChartTooltip } from "./chart-tooltip";
import { plainNumber, seriesColor, type ChartDatum, type ChartProps } from "./chart-types";
import { linear, maxValue, truncate } from "./scale";
import { useActiveIndex } from "./use-active-index";
import { useWidth } from "./use-width";

type Props = ChartProps & {
  /** The 100 % width (e.g. the students enrolled); the largest value when absent or smaller. */
  readonly base?: number | undefined;
  /** The note at the right of a step's label (e.g. "5 из 7 · 71 %"). */
  readonly stepNote?: ((datum: ChartDatum, index: number) => string) | undefined;
};

const LABEL = 20;
const BAR = 26;
const NECK = 16;
const ROW = LABEL + BAR + NECK;
/** Rough widths of a label character (13 px, bold) and of a note character (12.5 px). */
const CHAR_WIDTH = 8.2;
const NOTE_CHAR_WIDTH = 7;

/**
 * A funnel: one centred bar per step (a lesson), the series drawn inside each other (started, then
 * completed), joined by a soft neck so the eye sees where students drop off.
 */
export const FunnelChart = (props: Props) => {
  const { data, series, summary, stepNote } = props;
  const format = props.format ?? plainNumber;
  const { ref, width } = useWidth<HTMLDivElement>(640);
  const { active, setActive, plotProps } = useActiveIndex(data.length);
  const base = Math.max(props.base ?? 0, maxValue(data), 1);
  const span = linear(base, 0, Math.max(1, width - 4));
  const height = Math.max(ROW, data.length * ROW - NECK + 4);
  const center = width / 2;
  const last = Math.max(0, series.length - 1);
  const rowY = (index: number) => index * ROW;
  const activeDatum = active === null ? undefined : data[active];

  return (
    <ChartFigure {...props}>
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
          {data.slice(1).map((next, index) => {
            const w = span(data[index]?.values[last] ?? 0) / 2;
            const nextW = span(next.values[0] ?? 0) / 2;
            const from = rowY(index) + LABEL + BAR;
            const to = rowY(index + 1) + LABEL;
            return w > 0 || nextW > 0 ? (
              <polygon
                key={`neck-${index}`}
                className="chart-neck"
                points={`${center - w},${from} ${center + w},${from} ${center + nextW},${to} ${center - nextW},${to}`}
                fill={seriesColor(series[last]?.color ?? 1)}
              />
            ) : null;
          })}
          {data.map((d, i) => {
            const top = rowY(i) + LABEL;
            const noteText = stepNote?.(d, i) ?? format(d.values[last] ?? 0);
            const labelRoom = Math.max(4, Math.floor((width - noteText.length * NOTE_CHAR_WIDTH - 20) / CHAR_WIDTH));
            return (
              <g key={`${i}-${d.label}`} className={active === i ? "chart-step chart-active" : "chart-step"}>
                {active === i && (
                  <rect className="chart-band" x={0} y={rowY(i) - 2} width={width} height={LABEL + BAR + 6} rx={8} />
                )}
                <text className="chart-step-label" x={2} y={rowY(i) + 14}>
                  {truncate(d.label, labelRoom)}
                </text>
                <text className="chart-step-note" x={width - 2} y={rowY(i) + 14} textAnchor="end">
                  {noteText}
                </text>
                <rect className="chart-track" x={2} y={top} width={Math.max(0, width - 4)} height={BAR} rx={6} />
                {series.map((s, si) => {
                  const sw = span(d.values[si] ?? 0);
                  return sw > 0 ? (
                    <rect
                      key={s.label}
                      x={center - sw / 2}
                      y={top}
                      width={sw}
                      height={BAR}
                      rx={6}
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
            x={center + span(activeDatum.values[0] ?? 0) / 2}
            y={rowY(active) + LABEL + BAR + 4}
            width={width}
          />
        )}
      </div>
    </ChartFigure>
  );
};
