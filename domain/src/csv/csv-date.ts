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

const formats = new Map<string, Intl.DateTimeFormat>();
const formatIn = (timeZone: string): Intl.DateTimeFormat => {
  const known = formats.get(timeZone);
  if (known !== undefined) return known;
  const format = new Intl.DateTimeFormat("ru-RU", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  formats.set(timeZone, format);
  return format;
};

/** `2026-03-01T09:05:00Z` in `Europe/Moscow` → `01.03.2026 12:05`; null or not a date → null (an empty cell). */
export const csvDateTime = (iso: string | null, timeZone: string): string | null => {
  if (iso === null) return null;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  const parts = new Map(
    formatIn(timeZone)
      .formatToParts(ms)
      .map((p) => [p.type, p.value]),
  );
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.get(type) ?? "";
  return `${part("day")}.${part("month")}.${part("year")} ${part("hour")}:${part("minute")}`;
};
