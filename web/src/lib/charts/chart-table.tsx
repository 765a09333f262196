import type { ChartDatum, ChartSeries } from "./chart-types";

type Props = {
  readonly id: string;
  readonly caption: string;
  readonly categoryHeader: string;
  readonly series: ReadonlyArray<ChartSeries>;
  readonly data: ReadonlyArray<ChartDatum>;
  readonly format: (value: number) => string;
  readonly visible: boolean;
};

/** The chart's numbers as a table: read by screen readers always, shown on 'Показать таблицей'. */
export const ChartTable = ({ id, caption, categoryHeader, series, data, format, visible }: Props) => (
  <div className={visible ? "chart-table-wrap" : "visually-hidden"} id={id}>
    <table className="chart-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{categoryHeader}</th>
          {series.map((s) => (
            <th scope="col" key={s.label}>
              {s.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.map((datum, row) => (
          <tr key={`${row}-${datum.label}`}>
            <th scope="row">{datum.fullLabel ?? datum.label}</th>
            {series.map((s, column) => (
              <td key={s.label} data-value={datum.values[column] ?? 0}>
                {format(datum.values[column] ?? 0)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);
