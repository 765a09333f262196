import { VALIDATION_MESSAGES } from "./messages";

/**
 * The date of birth as people here write it (issue #31): day first, `дд.мм.гггг`, whatever the
 * browser's locale; the API keeps ISO `гггг-мм-дд`. A date in the future is refused.
 */
export const BIRTH_DATE_PLACEHOLDER = "дд.мм.гггг";
export const BIRTH_DATE_FUTURE = "Дата рождения не может быть в будущем";
/** The earliest year taken: an older one is a typing slip. */
const FIRST_YEAR = 1900;

const pad = (value: number, length: number): string => String(value).padStart(length, "0");

/** What the field shows while typing: up to eight digits, dots put in after the day and the month. */
export const maskDayFirst = (typed: string): string => {
  const digits = typed.replace(/\D/g, "").slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter((part) => part !== "").join(".");
};

/** `15.03.1990` (or 15031990, 15/03/1990, 15-03-1990) as `1990-03-15`; null when there is no such day. */
export const parseDayFirst = (text: string): string | null => {
  const match = /^\s*(\d{1,2})[./-]?(\d{1,2})[./-]?(\d{4})\s*$/.exec(text);
  if (match === null) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const iso = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : null;
};

/** `1990-03-15` as `15.03.1990`; anything else as it is. */
export const formatDayFirst = (iso: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match === null ? iso : `${match[3]}.${match[2]}.${match[1]}`;
};

/** Why an ISO date cannot be a date of birth on `today` (ISO, the caller's clock), or none. */
export const birthDateErrors = (iso: string, today: string): ReadonlyArray<string> => {
  const date = new Date(`${iso}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(date.getTime()) || !date.toISOString().startsWith(iso))
    return [VALIDATION_MESSAGES.invalidDate];
  if (iso > today) return [BIRTH_DATE_FUTURE];
  if (date.getUTCFullYear() < FIRST_YEAR) return [VALIDATION_MESSAGES.invalidDate];
  return [];
};

/** The field's text checked: empty is fine (not given), otherwise a real past day written day first. */
export const birthDateTextErrors = (text: string, today: string): ReadonlyArray<string> => {
  if (text.trim() === "") return [];
  const iso = parseDayFirst(text);
  return iso === null ? [VALIDATION_MESSAGES.invalidDate] : birthDateErrors(iso, today);
};
