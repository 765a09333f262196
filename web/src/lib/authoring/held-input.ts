import { createContext, useEffect, useSyncExternalStore } from "react";

/**
 * Text a field shows but the model refused (over its limit): it is not saved, so the save state must
 * not say `Сохранено`, and leaving must warn. Fields report it while they hold such text.
 */
const held = new Map<string, ReadonlySet<string>>();
const subscribers = new Set<() => void>();
const EMPTY: ReadonlySet<string> = new Set();

const subscribe = (subscriber: () => void): (() => void) => {
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
};

const setHeld = (courseID: string, field: string, on: boolean): void => {
  const before = held.get(courseID) ?? EMPTY;
  if (before.has(field) === on) return;
  const next = new Set(before);
  if (on) next.add(field);
  else next.delete(field);
  if (next.size === 0) held.delete(courseID);
  else held.set(courseID, next);
  for (const subscriber of subscribers) subscriber();
};

/** The course whose fields are on screen (a tab provides it), for fields that report held text. */
export const HeldInputCourse = createContext<string | null>(null);

/** A field reports, while mounted, whether it holds text the model refused. */
export const useReportHeldInput = (courseID: string | null, field: string, holding: boolean): void => {
  useEffect(() => {
    if (courseID === null) return;
    setHeld(courseID, field, holding);
    return () => setHeld(courseID, field, false);
  }, [courseID, field, holding]);
};

/** The fields of a course holding refused text. */
export const useHeldInput = (courseID: string): ReadonlySet<string> => useSyncExternalStore(subscribe, () => held.get(courseID) ?? EMPTY, () => EMPTY);

export const courseHoldsInput = (courseID: string): boolean => (held.get(courseID)?.size ?? 0) > 0;
export const anyHeldInput = (): boolean => held.size > 0;
