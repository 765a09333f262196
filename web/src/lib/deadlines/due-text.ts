import type { StudentDue } from "@app/domain/api/deadlines";
import { formatZonedMoment } from "../i18n/format";

/** What a student's date says (issue #37): a key of the `deadlines` namespace and its values. */
export type DueText = {
  readonly key: "due.before" | "due.sent" | "due.late" | "due.closed";
  readonly values: { readonly date: string; readonly time: string };
  /** Before the date: how many calendar days are left in the viewer's zone (0 today, 1 tomorrow). */
  readonly days: number | null;
};

/**
 * The sentence for a date, in the viewer's zone: before it `Сдать до 14 ноября, 23:59 (через 2 дня)`;
 * with the work sent, the date alone; after a soft date, that work is still taken, marked late; after
 * a hard one, that it is no longer taken. `state` is the server's (it knows the extensions); `now`
 * only counts the days.
 */
export const dueText = (due: StudentDue, sent: boolean, now: Date, timeZone: string | undefined): DueText => {
  const { date, time, days } = formatZonedMoment(due.at, now, timeZone);
  const values = { date, time };
  if (sent) return { key: "due.sent", values, days: null };
  if (due.state === "closed") return { key: "due.closed", values, days: null };
  if (due.state === "late") return { key: "due.late", values, days: null };
  return { key: "due.before", values, days: Math.max(0, days) };
};
