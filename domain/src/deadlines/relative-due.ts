import type { DueRule } from "./deadline-plan";
import { addDays, instantOf, localDateOf, type LocalDate } from "./zoned-time";

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** `HH:MM` (00:00–23:59) as hours and minutes, or null. */
export const parseTime = (time: string): { readonly hour: number; readonly minute: number } | null => {
  const match = TIME.exec(time);
  if (match === null) return null;
  return { hour: Number(match[1]), minute: Number(match[2]) };
};

/** A full ISO instant with a zone (`2026-11-14T20:59:00.000Z`, `…+03:00`), in ms; null otherwise. */
export const parseInstant = (text: string): number | null => {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) return null;
  const ms = Date.parse(text);
  return Number.isFinite(ms) ? ms : null;
};

/**
 * The planned due instant of a rule counted from day 0 `from` (a calendar date in `zone`): a fixed
 * rule's instant as it is; a relative one is `from` plus `days` days, at `time` on the wall clock
 * there (so "7 days at 23:59" stays 23:59 across a DST change). Null for a rule that does not parse
 * (the plan checks refuse those).
 */
export const plannedInstantFrom = (rule: DueRule, from: LocalDate, zone: string): number | null => {
  if (rule.kind === "fixed") return parseInstant(rule.at);
  const time = parseTime(rule.time);
  if (time === null || !Number.isInteger(rule.days)) return null;
  return instantOf(addDays(from, rule.days), time.hour, time.minute, zone);
};

/** As `plannedInstantFrom`, day 0 being the calendar date in `zone` of the instant `startedAt` (an enrolment). */
export const plannedInstant = (rule: DueRule, startedAt: number, zone: string): number | null =>
  plannedInstantFrom(rule, localDateOf(startedAt, zone), zone);
