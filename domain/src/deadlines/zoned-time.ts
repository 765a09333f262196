/**
 * Wall-clock dates in an IANA zone, from the runtime's time zone data (Intl): the calendar date an
 * instant falls on there, and the instant of a local date and time there. Pure: the same answer for
 * the same arguments; nothing reads the clock.
 */

export type LocalDate = { readonly year: number; readonly month: number; readonly day: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterOf = (zone: string): Intl.DateTimeFormat => {
  const known = formatters.get(zone);
  if (known !== undefined) return known;
  const made = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });
  formatters.set(zone, made);
  return made;
};

/** The zone's wall clock at the instant: year, month (1–12), day, hour (0–23), minute, second. */
export const wallClock = (ms: number, zone: string): Record<string, number> => {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(zone).formatToParts(new Date(ms)))
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  return parts;
};

/** How far the zone's wall clock is ahead of UTC at this instant, in ms. */
export const zoneOffsetAt = (ms: number, zone: string): number => {
  const p = wallClock(ms, zone);
  const asUtc = Date.UTC(p.year ?? 1970, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0);
  return asUtc - (ms - (((ms % 1000) + 1000) % 1000));
};

/** The calendar date the instant falls on in the zone. */
export const localDateOf = (ms: number, zone: string): LocalDate => {
  const p = wallClock(ms, zone);
  return { year: p.year ?? 1970, month: p.month ?? 1, day: p.day ?? 1 };
};

/**
 * The instant of a local date and time in the zone. A time the clocks skip (spring forward) comes out
 * as the same time by the offset before the change (so 02:30 on such a day is 03:30 after it); a time
 * they pass twice (autumn) is the earlier of the two.
 */
export const instantOf = (date: LocalDate, hour: number, minute: number, zone: string): number => {
  const asUtc = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  const before = zoneOffsetAt(asUtc - zoneOffsetAt(asUtc, zone) - 12 * 3600_000, zone);
  const after = zoneOffsetAt(asUtc - zoneOffsetAt(asUtc, zone) + 12 * 3600_000, zone);
  // Try the offset in force before and after; the earlier instant that reads back as asked wins.
  const candidates = [asUtc - Math.max(before, after), asUtc - Math.min(before, after)];
  for (const ms of candidates) if (ms + zoneOffsetAt(ms, zone) === asUtc) return ms;
  return asUtc - before;
};

/** The same calendar date moved by whole days (month and year ends handled). */
export const addDays = (date: LocalDate, days: number): LocalDate => {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
};
