import { priceAmount } from "@app/domain/access/enrolment-mode";

/**
 * The one place where dates and numbers become Russian text (issue #17). Each formatter is made
 * once, when first used. A long date drops Intl's trailing `г.`, so a sentence that ends with it never shows `г..`.
 */
const LOCALE = "ru-RU";

/**
 * A formatter made on its first use, then kept. Making one costs a few milliseconds on a phone (the
 * locale's data), and a page uses one or two of the six: made all at once when this module loaded,
 * they were one task of 20 ms here, 85 ms at Lighthouse's 4× CPU slowdown, on the public pages that
 * format a price or a date (issue #31, mobile speed).
 */
const lazily = <T>(make: () => T): (() => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

const NUMBER = lazily(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 }));
const DATE = lazily(() => new Intl.DateTimeFormat(LOCALE, { day: "2-digit", month: "2-digit", year: "numeric" }));
const DAY = lazily(() => new Intl.DateTimeFormat(LOCALE, { day: "numeric", month: "long", year: "numeric" }));
const DAY_UTC = lazily(
  () => new Intl.DateTimeFormat(LOCALE, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
);
const SHORT_DAY_UTC = lazily(
  () => new Intl.DateTimeFormat(LOCALE, { day: "numeric", month: "short", timeZone: "UTC" }),
);
const DAY_TIME = lazily(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
    }),
);

type DateInput = Date | string | number;

const asDate = (value: DateInput): Date | null => {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** Runs `format` on a valid date; an unreadable one is shown as it came. */
const safely = (value: DateInput, format: (date: Date) => string): string => {
  const date = asDate(value);
  return date === null ? String(value) : format(date);
};

/** `4 октября 2026 г.` → `4 октября 2026`; `… 2026 г. в 10:15` → `… 2026 в 10:15`. */
const withoutYearMark = (text: string): string => text.replace(/\s*г\.(?=\s|,|$)/u, "");

/** 1 234,5 */
export const formatNumber = (value: number): string => NUMBER().format(value);

/** 14 900 ₽ (a price as the course form stores it, a string). */
export const formatRoubles = (value: string | number): string =>
  `${NUMBER().format(typeof value === "number" ? value : priceAmount(value))} ₽`;

/** 04.10.2026 */
export const formatDate = (value: DateInput): string => safely(value, (date) => DATE().format(date));

/** 4 октября 2026 */
export const formatDay = (value: DateInput): string => safely(value, (date) => withoutYearMark(DAY().format(date)));

/** 4 октября 2026, for a day counted in UTC (statistics buckets). */
export const formatDayUtc = (value: DateInput): string =>
  safely(value, (date) => withoutYearMark(DAY_UTC().format(date)));

/** 4 окт (a chart axis), UTC. */
export const formatShortDayUtc = (value: DateInput): string =>
  safely(value, (date) => SHORT_DAY_UTC().format(date).replace(/\.$/u, ""));

/** 4 октября 2026 в 10:15 */
export const formatDayTime = (value: DateInput): string =>
  safely(value, (date) => withoutYearMark(DAY_TIME().format(date)));

/** Formatters that take the viewer's time zone (issue #37), one per zone and shape, made on first use. */
const zoned = new Map<string, Intl.DateTimeFormat>();
const inZone = (shape: "dayMonth" | "dayMonthYear" | "time" | "ymd", timeZone: string | undefined) => {
  const key = `${shape}|${timeZone ?? ""}`;
  const made = zoned.get(key);
  if (made !== undefined) return made;
  const options: Intl.DateTimeFormatOptions =
    shape === "time"
      ? { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }
      : shape === "ymd"
        ? { year: "numeric", month: "2-digit", day: "2-digit" }
        : shape === "dayMonth"
          ? { day: "numeric", month: "long" }
          : { day: "numeric", month: "long", year: "numeric" };
  const format = new Intl.DateTimeFormat(shape === "ymd" ? "en-CA" : LOCALE, { ...options, timeZone });
  zoned.set(key, format);
  return format;
};

/** The calendar day of an instant in a zone, as a count of days since 1970-01-01. */
const dayNumber = (date: Date, timeZone: string | undefined): number => {
  const parts = inZone("ymd", timeZone).formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Math.round(Date.UTC(part("year"), part("month") - 1, part("day")) / 86_400_000);
};

/**
 * A moment in the viewer's time zone (issue #37): `14 ноября` (`14 ноября 2027` in another year than
 * `now`'s), `23:59`, and how many calendar days it is from `now` in that zone (negative: past).
 */
export const formatZonedMoment = (
  value: DateInput,
  now: Date,
  timeZone?: string,
): { readonly date: string; readonly time: string; readonly days: number } => {
  const date = asDate(value);
  if (date === null) return { date: String(value), time: "", days: 0 };
  const sameYear = inZone("ymd", timeZone).format(date).slice(0, 4) === inZone("ymd", timeZone).format(now).slice(0, 4);
  return {
    date: withoutYearMark(inZone(sameYear ? "dayMonth" : "dayMonthYear", timeZone).format(date)),
    time: inZone("time", timeZone).format(date),
    days: dayNumber(date, timeZone) - dayNumber(now, timeZone),
  };
};
