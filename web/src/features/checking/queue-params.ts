import type { QueueFilters } from "../../lib/api/review-api";

export type { QueueFilters };

/** The queue's filters in its address, in this order (`?course=&group=&task=&status=&days=&late=`). */
const PARAMS = {
  course: "course_id",
  group: "group_id",
  task: "task_id",
  status: "status",
  days: "older_than_days",
  /** Issue #37: `1` late works only, `0` works on time only. */
  late: "late",
} as const satisfies Record<string, keyof QueueFilters>;

export type QueueParam = keyof typeof PARAMS;

/** The API's filters from the page's query string: empty values are no filter. */
export const queueFiltersOf = (search: string): QueueFilters => {
  const query = new URLSearchParams(search);
  const filters: Record<string, string> = {};
  for (const [param, field] of Object.entries(PARAMS)) {
    const value = query.get(param)?.trim() ?? "";
    if (value !== "") filters[field] = value;
  }
  return filters;
};

/** The query string with one filter changed (a course change drops the task, which belongs to a course). */
export const withFilter = (search: string, param: QueueParam, value: string): string => {
  const query = new URLSearchParams(search);
  if (value === "") query.delete(param);
  else query.set(param, value);
  if (param === "course") query.delete("task");
  const text = query.toString();
  return text === "" ? "" : `?${text}`;
};

/** The works before and after the open one in the queue as loaded (undefined at either end). */
export const neighbours = (
  ids: ReadonlyArray<number>,
  current: number,
): { readonly previous: number | undefined; readonly next: number | undefined; readonly index: number } => {
  const index = ids.indexOf(current);
  if (index === -1) return { previous: undefined, next: ids[0], index };
  return { previous: ids[index - 1], next: ids[index + 1], index };
};

/**
 * The work to open after a decision on `decided`: the one after it in the queue as it was, else the
 * one before it (the last work decided), else none (the queue is done).
 */
export const nextAfterDecision = (ids: ReadonlyArray<number>, decided: number): number | undefined => {
  const { previous, next } = neighbours(ids, decided);
  return ids.includes(decided) ? (next ?? previous) : ids.find((id) => id !== decided);
};
