import { REMIND_BEFORE_MS } from "@app/domain/deadlines/deadline-plan";
import { notify } from "../notifications/notify";
import type { DbData } from "../store/db-schema";
import type { DbDraft, Store } from "../store/store";
import { datedItemsOf, everyPlannedStudent, type DatedItem } from "./dated-items";

type Reminder = { readonly userId: number; readonly item: DatedItem };

const sameItem = (
  r: {
    readonly user_id: number;
    readonly course_id: number;
    readonly lesson_id: string;
    readonly task_id: string | null;
  },
  userId: number,
  item: DatedItem,
): boolean =>
  r.user_id === userId &&
  r.course_id === item.course_id &&
  r.lesson_id === item.lesson_id &&
  r.task_id === item.task_id;

/**
 * Issue #37: the reminders due at `nowMs`: a dated item of a student whose due instant is a day or
 * less ahead (not passed), whose work is not all sent, and who was not reminded of it before.
 */
export const remindersDue = (db: DbData, nowMs: number): ReadonlyArray<Reminder> =>
  everyPlannedStudent(db).flatMap(({ courseId, userId }) =>
    datedItemsOf(db, courseId, userId, nowMs)
      .filter((item) => !item.sent && nowMs <= item.atMs && item.atMs - nowMs <= REMIND_BEFORE_MS)
      .filter((item) => !db.deadlineReminders.some((r) => sameItem(r, userId, item)))
      .map((item) => ({ userId, item })),
  );

/** Writes each reminder's notification (and its mail, as the student chose) with its record: once, never twice. */
export const sendReminders = (db: DbDraft, nowMs: number, reminders: ReadonlyArray<Reminder>): void => {
  for (const { userId, item } of reminders) {
    if (db.deadlineReminders.some((r) => sameItem(r, userId, item))) continue;
    notify(db, nowMs, {
      type: "deadlineSoon",
      course: { id: item.course_id, name: item.course_name },
      studentId: userId,
      item: item.task_name ?? item.lesson_name,
      at: item.at,
      place: { moduleID: item.module_id, lessonID: item.lesson_id, taskID: item.task_id },
    });
    db.deadlineReminders.push({
      user_id: userId,
      course_id: item.course_id,
      lesson_id: item.lesson_id,
      task_id: item.task_id,
      sent_at: new Date(nowMs).toISOString(),
    });
  }
};

/** How often (by the server's clock) the dates are looked over. */
export const REMINDER_SCAN_MS = 60_000;

const lastScan = new WeakMap<Store, number>();

/**
 * One round of the reminders, run by the mail sender's loop on the server's injected clock: at most
 * once a minute of that clock, the due reminders written in one update. Never waits on wall time.
 */
export const remindDeadlines = async (store: Store, nowMs: number): Promise<void> => {
  const last = lastScan.get(store);
  if (last !== undefined && nowMs - last < REMINDER_SCAN_MS && nowMs >= last) return;
  lastScan.set(store, nowMs);
  const due = remindersDue(store.data, nowMs);
  if (due.length > 0) await store.update((db) => sendReminders(db, nowMs, due));
};
