/** A day of the history list: `today`, `yesterday` or a date (`24 ноября`, with the year when it is not this year's). */
export type DayLabel =
  { readonly kind: "today" } | { readonly kind: "yesterday" } | { readonly kind: "date"; readonly text: string };

export type DayGroup<T> = { readonly key: string; readonly label: DayLabel; readonly items: ReadonlyArray<T> };

const DAY_MONTH = new Intl.DateTimeFormat("ru-RU", { day: "numeric", month: "long" });
const DAY_MONTH_YEAR = new Intl.DateTimeFormat("ru-RU", { day: "numeric", month: "long", year: "numeric" });
const TIME = new Intl.DateTimeFormat("ru-RU", { hour: "2-digit", minute: "2-digit" });

/** The local calendar day of a moment, as `YYYY-M-D` (a key, not shown). */
const dayKey = (date: Date): string => `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;

const withoutYearMark = (text: string): string => text.replace(/\s*г\.$/u, "");

/** How a day is named beside `now`: `Сегодня`, `Вчера`, else its date in the reader's time zone. */
export const dayLabel = (date: Date, now: Date): DayLabel => {
  if (dayKey(date) === dayKey(now)) return { kind: "today" };
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (dayKey(date) === dayKey(yesterday)) return { kind: "yesterday" };
  const format = date.getFullYear() === now.getFullYear() ? DAY_MONTH : DAY_MONTH_YEAR;
  return { kind: "date", text: withoutYearMark(format.format(date)) };
};

/** `14:05`, local time. */
export const timeOf = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : TIME.format(date);
};

/** Consecutive items of one local day together, in the given order (the list is newest first). */
export const groupByDay = <T>(items: ReadonlyArray<T>, at: (item: T) => string, now: Date): DayGroup<T>[] => {
  const groups: Array<{ key: string; label: DayLabel; items: T[] }> = [];
  for (const item of items) {
    const date = new Date(at(item));
    const key = Number.isNaN(date.getTime()) ? "?" : dayKey(date);
    const last = groups[groups.length - 1];
    if (last !== undefined && last.key === key) last.items.push(item);
    else
      groups.push({
        key,
        label: Number.isNaN(date.getTime()) ? { kind: "date", text: at(item) } : dayLabel(date, now),
        items: [item],
      });
  }
  return groups;
};
