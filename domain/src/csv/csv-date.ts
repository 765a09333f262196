import { wallClock } from "../deadlines/zoned-time";

/**
 * Dates in a CSV export (issue #38 part 5): `ДД.ММ.ГГГГ ЧЧ:ММ` in the viewer's time zone, which a
 * Russian spreadsheet reads as a date and time. The caller names the zone; the domain has no clock.
 */

/** The zone when the viewer names none: the product's audience is Russian, Moscow time. */
export const DEFAULT_TIME_ZONE = "Europe/Moscow";

/** Whether `name` is an IANA time zone this runtime knows (`Europe/Moscow`, `Asia/Yekaterinburg`, `UTC`). */
export const isTimeZone = (name: string): boolean => {
  if (name === "" || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat("ru-RU", { timeZone: name });
    return true;
  } catch {
    return false;
  }
};

const two = (n: number | undefined): string => String(n ?? 0).padStart(2, "0");

/** `2026-03-01T09:05:00Z` in `Europe/Moscow` → `01.03.2026 12:05`; null or not a date → null (an empty cell). */
export const csvDateTime = (iso: string | null, timeZone: string): string | null => {
  if (iso === null) return null;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  const p = wallClock(ms, timeZone);
  return `${two(p.day)}.${two(p.month)}.${String(p.year ?? 1970).padStart(4, "0")} ${two(p.hour)}:${two(p.minute)}`;
};
