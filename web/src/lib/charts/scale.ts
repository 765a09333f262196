/** Pure helpers for the charts' axes: a "nice" upper bound, its ticks, and a linear scale. */

const STEPS = [1, 2, 2.5, 5, 10] as const;

/** The smallest round step so that `count` steps reach `max` (1, 2, 2.5, 5 × 10ⁿ; whole numbers only). */
export const niceStep = (max: number, count: number): number => {
  if (!(max > 0) || count < 1) return 1;
  const raw = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = (STEPS.find((s) => s * magnitude >= raw) ?? 10) * magnitude;
  return Math.max(1, Math.ceil(step));
};

/** Ticks from 0 to a round maximum at or above `max`: about `count` intervals. */
export const niceTicks = (max: number, count = 4): ReadonlyArray<number> => {
  const step = niceStep(max, count);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += step) ticks.push(value);
  return ticks;
};

/** A linear map from [0, domainMax] onto [from, to]; a zero domain maps everything onto `from`. */
export const linear =
  (domainMax: number, from: number, to: number) =>
  (value: number): number =>
    domainMax <= 0 ? from : from + ((to - from) * value) / domainMax;

/** The largest value over every series of every datum (0 when there is none). */
export const maxValue = (data: ReadonlyArray<{ readonly values: ReadonlyArray<number> }>): number =>
  data.reduce((max, datum) => Math.max(max, ...datum.values), 0);

/** The largest stacked total (the sum of a datum's values). */
export const maxTotal = (data: ReadonlyArray<{ readonly values: ReadonlyArray<number> }>): number =>
  data.reduce(
    (max, datum) =>
      Math.max(
        max,
        datum.values.reduce((sum, v) => sum + v, 0),
      ),
    0,
  );

/** Every `n`-th index, so that at most `limit` category labels are drawn (always the last one too). */
export const labelEvery = (count: number, limit: number): ((index: number) => boolean) => {
  const every = Math.max(1, Math.ceil(count / Math.max(1, limit)));
  // The last label always shows; a regular one too close to it would overlap it (issue #17), so it gives way.
  return (index) => index === count - 1 || (index % every === 0 && count - 1 - index >= every);
};

/** A whole percent of `part` in `whole` (0 when whole is 0). */
export const percentOf = (part: number, whole: number): number => (whole <= 0 ? 0 : Math.round((part / whole) * 100));

/** Cuts a label to `max` characters with an ellipsis (the full text is in the tooltip and the table). */
export const truncate = (text: string, max: number): string =>
  text.length <= max ? text : `${text.slice(0, Math.max(1, max - 1)).trimEnd()}…`;
