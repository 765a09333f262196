import { SOON_MS, type DueState, type ExtensionGrant, type PlanItem } from "./deadline-plan";
import { dayZeroOf } from "./group-start";
import { parseInstant, plannedInstantFrom } from "./relative-due";

/**
 * The student a date is worked out for: who he is, his groups, when he enrolled (ms), and the start
 * dates (`YYYY-MM-DD`) of his groups on the course that have one (none: relative dates count from
 * the enrolment).
 */
export type DueStudent = {
  readonly id: number;
  readonly groupIds: ReadonlyArray<number>;
  readonly startedAt: number;
  readonly groupStarts?: ReadonlyArray<string>;
};

/** A student's date of one item: the instant in ms, soft or hard, given more time than the plan or not. */
export type EffectiveDue = { readonly atMs: number; readonly hard: boolean; readonly extended: boolean };

/** The item that dates a task: its own, else its lesson's. A lesson alone (`taskId` null): the lesson's own. */
export const planItemFor = <T extends PlanItem>(
  items: ReadonlyArray<T>,
  lessonId: string,
  taskId: string | null,
): T | undefined =>
  (taskId === null ? undefined : items.find((i) => i.lesson_id === lessonId && i.task_id === taskId)) ??
  items.find((i) => i.lesson_id === lessonId && i.task_id === null);

/** The extensions that reach this student for this lesson: his own or his groups', for the lesson or the whole course. */
export const extensionsFor = <T extends ExtensionGrant>(
  extensions: ReadonlyArray<T>,
  student: Pick<DueStudent, "id" | "groupIds">,
  lessonId: string,
): ReadonlyArray<T> =>
  extensions.filter(
    (e) =>
      (e.lesson_id === null || e.lesson_id === lessonId) &&
      ((e.student_id !== null && e.student_id === student.id) ||
        (e.group_id !== null && student.groupIds.includes(e.group_id))),
  );

/**
 * The student's date: the plan's, moved to the latest `until` of the extensions that reach him (an
 * extension only ever gives more time: one earlier than the plan changes nothing). Null when the
 * item's rule does not parse.
 */
export const effectiveDue = (
  item: PlanItem,
  student: DueStudent,
  extensions: ReadonlyArray<ExtensionGrant>,
  zone: string,
): EffectiveDue | null => {
  const planned = plannedInstantFrom(item.due, dayZeroOf(student.startedAt, student.groupStarts ?? [], zone), zone);
  if (planned === null) return null;
  const latest = extensionsFor(extensions, student, item.lesson_id)
    .map((e) => parseInstant(e.until))
    .reduce<number>((most, until) => (until !== null && until > most ? until : most), planned);
  return { atMs: latest, hard: item.hard, extended: latest > planned };
};

/**
 * Where the student stands at `now`. The due instant itself still counts as on time: `open`/`soon`
 * up to and including it, `late` (soft) or `closed` (hard) from one ms after.
 */
export const dueStateAt = (due: Pick<EffectiveDue, "atMs" | "hard">, now: number): DueState => {
  if (now > due.atMs) return due.hard ? "closed" : "late";
  return due.atMs - now <= SOON_MS ? "soon" : "open";
};

/** Whether work may be sent at `now`: always, except after a hard date. */
export const canSend = (due: Pick<EffectiveDue, "atMs" | "hard"> | null, now: number): boolean =>
  due === null || !due.hard || now <= due.atMs;

/** Whether work sent at `sentAt` is late: after the date (a work sent at the instant is on time). */
export const isLate = (due: Pick<EffectiveDue, "atMs"> | null, sentAt: number): boolean =>
  due !== null && sentAt > due.atMs;

/** The wire's view of a student's date. */
export const dueView = (
  due: EffectiveDue,
  now: number,
): { at: string; hard: boolean; state: DueState; extended: boolean } => ({
  at: new Date(due.atMs).toISOString(),
  hard: due.hard,
  state: dueStateAt(due, now),
  extended: due.extended,
});
