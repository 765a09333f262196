import { parseDayFirst } from "../validation/birth-date";
import { VALIDATION_MESSAGES } from "../validation/messages";
import { localDateOf, type LocalDate } from "./zoned-time";

/** The years a group's start may fall in: anything else is a typing slip (a five-digit year, 0026). */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

const asLocalDate = (text: string): LocalDate | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match === null) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const utc = new Date(Date.UTC(date.year, date.month - 1, date.day));
  return utc.getUTCFullYear() === date.year && utc.getUTCMonth() === date.month - 1 && utc.getUTCDate() === date.day
    ? date
    : null;
};

/** A group's start date `YYYY-MM-DD` (a calendar day, counted in the deadline zone): a real day of 2000–2100, or `Некорректная дата`. */
export const groupStartErrors = (text: string): ReadonlyArray<string> => {
  const date = asLocalDate(text);
  return date === null || date.year < FIRST_YEAR || date.year > LAST_YEAR ? [VALIDATION_MESSAGES.invalidDate] : [];
};

/**
 * The form's `Дата начала` as typed, day first (`01.12.2026`, like the date of birth): empty is no
 * start; otherwise the ISO day, or the error under the field.
 */
export const groupStartFromText = (
  text: string,
): { readonly start: string | null; readonly errors: ReadonlyArray<string> } => {
  if (text.trim() === "") return { start: null, errors: [] };
  const iso = parseDayFirst(text);
  if (iso === null) return { start: null, errors: [VALIDATION_MESSAGES.invalidDate] };
  return { start: iso, errors: groupStartErrors(iso) };
};

const compare = (a: LocalDate, b: LocalDate): number => a.year - b.year || a.month - b.month || a.day - b.day;

/**
 * Day 0 of a student's relative dates: the start of his group on the course when he is in one that
 * has a start date (of two or more, the latest), before or after his enrolment alike (a cohort's
 * dates are the cohort's); otherwise the calendar date of his enrolment in `zone`. Starts that do not
 * parse are skipped.
 */
export const dayZeroOf = (enrolledAt: number, groupStarts: ReadonlyArray<string>, zone: string): LocalDate =>
  groupStarts
    .map(asLocalDate)
    .reduce<LocalDate | null>(
      (latest, d) => (d !== null && (latest === null || compare(d, latest) > 0) ? d : latest),
      null,
    ) ?? localDateOf(enrolledAt, zone);
