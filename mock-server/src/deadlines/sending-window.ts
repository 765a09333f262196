import { DEADLINE_MESSAGES } from "@app/domain/deadlines/deadline-messages";
import { canSend, isLate } from "@app/domain/deadlines/student-due";
import { HttpError } from "../http/http-error";
import type { DbData } from "../store/db-schema";
import { studentDates } from "./student-dates";

/**
 * Issue #37, checked inside the update that sends work: 409 after a hard date (extensions applied);
 * otherwise whether the work is late (after a soft date), to store with the attempt.
 */
export const lateOrRefused = (
  db: DbData,
  at: { readonly courseId: number; readonly userId: number; readonly lessonId: string; readonly taskId: string | null },
  nowMs: number,
): boolean => {
  const due = studentDates(db, at.courseId, at.userId)?.dueOf(at.lessonId, at.taskId) ?? null;
  if (!canSend(due, nowMs)) throw new HttpError(409, DEADLINE_MESSAGES.closed);
  return isLate(due, nowMs);
};
