import { createContext, useSyncExternalStore } from "react";

/**
 * Text a field shows but the model refused (over its limit), per course and field. It is kept here,
 * not in the field, so that it survives a change of tab; it is not saved, so the save state must not
 * say `Сохранено`, and leaving must warn.
 */
export type HeldText = { readonly text: string; readonly message: string };

const held = new Map<string, ReadonlyMap<string, HeldText>>();
const subscribers = new Set<() => void>();
const EMPTY: ReadonlyMap<string, HeldText> = new Map();

const subscribe = (subscriber: () => void): (() => void) => {
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
};

/** Holds a refused text for a field (null: the field holds none any more). */
export const holdText = (courseID: string, field: string, entry: HeldText | null): void => {
  const before = held.get(courseID) ?? EMPTY;
  if (entry === null && !before.has(field)) return;
  const next = new Map(before);
  if (entry === null) next.delete(field);
  else next.set(field, entry);
  if (next.size === 0) held.delete(courseID);
  else held.set(courseID, next);
  for (const subscriber of subscribers) subscriber();
};

/** The course whose fields are on screen (a tab provides it), for fields that hold refused text. */
export const HeldInputCourse = createContext<string>("");

/** The refused texts of a course, by field. */
export const useHeldInput = (courseID: string): ReadonlyMap<string, HeldText> => useSyncExternalStore(subscribe, () => held.get(courseID) ?? EMPTY, () => EMPTY);

export const courseHoldsInput = (courseID: string): boolean => (held.get(courseID)?.size ?? 0) > 0;
export const anyHeldInput = (): boolean => held.size > 0;
