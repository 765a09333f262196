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
