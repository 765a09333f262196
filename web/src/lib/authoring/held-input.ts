import { createContext } from "react";
import { keyedStore } from "../state/small-store";

/**
 * Text a field shows but the model refused (over its limit), per course and field. It is kept here,
 * not in the field, so that it survives a change of tab; it is not saved, so the save state must not
 * say `Сохранено`, and leaving must warn.
 */
export type HeldText = { readonly text: string; readonly message: string };

const EMPTY: ReadonlyMap<string, HeldText> = new Map();
const held = keyedStore(EMPTY);

/** Holds a refused text for a field (null: the field holds none any more). */
export const holdText = (courseID: string, field: string, entry: HeldText | null): void => {
  const before = held.get(courseID);
  if (entry === null && !before.has(field)) return;
  const next = new Map(before);
  if (entry === null) next.delete(field);
  else next.set(field, entry);
  held.set(courseID, next.size === 0 ? EMPTY : next);
};

/** The course whose fields are on screen (a tab provides it), for fields that hold refused text. */
export const HeldInputCourse = createContext<string>("");

/** The refused texts of a course, by field. */
export const useHeldInput = (courseID: string): ReadonlyMap<string, HeldText> => held.use(courseID);

export const courseHoldsInput = (courseID: string): boolean => held.get(courseID).size > 0;
export const anyHeldInput = (): boolean => held.size() > 0;
