/**
 * Progress (whole percents) grouped for a distribution chart: 0 %, 1–25 %, 26–50 %, 51–75 %, 76–99 %,
 * 100 %. `short` fits under a column on a phone; `label` is for the tooltip and the table.
 */
export const PROGRESS_BUCKETS = [
  { short: "0", label: "0 %", from: 0, to: 0 },
  { short: "1–25", label: "1–25 %", from: 1, to: 25 },
  { short: "26–50", label: "26–50 %", from: 26, to: 50 },
  { short: "51–75", label: "51–75 %", from: 51, to: 75 },
  { short: "76–99", label: "76–99 %", from: 76, to: 99 },
  { short: "100", label: "100 %", from: 100, to: 100 },
] as const;

/** How many of the values fall in each of PROGRESS_BUCKETS (values outside 0–100 are clamped). */
export const progressDistribution = (values: ReadonlyArray<number>): ReadonlyArray<number> =>
  PROGRESS_BUCKETS.map(
    ({ from, to }) =>
      values.filter((raw) => {
        const value = Math.max(0, Math.min(100, Math.round(raw)));
        return value >= from && value <= to;
      }).length,
  );
