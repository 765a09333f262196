import { useId, useState, type ReactNode } from "react";
import { ChartTable } from "./chart-table";
import type { ChartProps } from "./chart-types";
import { plainNumber, seriesColor } from "./chart-types";
import "./charts.css";

type Props = ChartProps & {
  /** The plot; it gets the summary as its accessible name from the figure. */
  readonly children: ReactNode;
  /** Draws the series legend under the caption (default: when there are several series). */
  readonly legend?: boolean | undefined;
};

/**
 * A chart's frame: a figure with its caption and summary, the legend, the plot, and the same
 * numbers as a table (visually hidden until 'Показать таблицей', always there for screen readers).
 */
export const ChartFigure = ({
  title,
  summary,
  categoryHeader,
  series,
  data,
  labels,
  format,
  legend,
  actions,
  note,
  children,
}: Props) => {
  const id = useId();
  const [showTable, setShowTable] = useState(false);
  const tableId = `${id}-table`;
  return (
    <figure className="chart" aria-labelledby={`${id}-title`}>
      <figcaption className="chart-caption">
        <span className="chart-title" id={`${id}-title`}>
          {title}
        </span>
        <span className="chart-summary">{summary}</span>
      </figcaption>
      {actions !== undefined && <div className="chart-actions">{actions}</div>}
      {(legend ?? series.length > 1) && (
        <ul className="chart-legend" aria-hidden="true">
          {series.map((s) => (
            <li key={s.label}>
              <span className="chart-swatch" style={{ background: seriesColor(s.color) }} />
              {s.label}
            </li>
          ))}
        </ul>
      )}
      {children}
      {note !== undefined && <p className="chart-note">{note}</p>}
      <button
        type="button"
        className="chart-table-toggle"
        aria-expanded={showTable}
        aria-controls={tableId}
        onClick={() => setShowTable((shown) => !shown)}
      >
        {showTable ? labels.hideTable : labels.showTable}
      </button>
      <ChartTable
        id={tableId}
        caption={title}
        categoryHeader={categoryHeader}
        series={series}
        data={data}
        format={format ?? plainNumber}
        visible={showTable}
      />
    </figure>
  );
};
