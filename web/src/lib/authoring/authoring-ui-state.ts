import { useSyncExternalStore } from "react";
import type { Conflict, Held } from "@app/domain/course/rebase";
import type { DomainState } from "@app/domain/model/state";
import type { SaveStatus } from "./save-scheduler";

/**
 * What the course screen shows of the save pipeline, per course: the save state and the conflict
 * dialog. `conflict` is "save" after a 409, "load" when changes kept from an earlier visit start
 * from a version the server has moved past.
 */
export type AuthoringUi = {
  readonly status: SaveStatus;
  readonly conflict: "none" | "save" | "load";
  /** After a 409 merge: the fields both windows changed, waiting for the author's choice (null: none). */
  readonly merge: MergeQuestion | null;
  /** A save answered 404: the course was deleted elsewhere while this page edited it. */
  readonly deleted: boolean;
};

/** What the merge dialog asks: the conflicts, and what answering needs (held events, my window's state). */
export type MergeQuestion = { readonly conflicts: ReadonlyArray<Conflict>; readonly held: ReadonlyArray<Held>; readonly mine: DomainState };

const INITIAL: AuthoringUi = { status: "saved", conflict: "none", merge: null, deleted: false };
const states = new Map<string, AuthoringUi>();
const subscribers = new Set<() => void>();

const subscribe = (subscriber: () => void): (() => void) => {
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
};

export const updateUi = (courseID: string, change: Partial<AuthoringUi>): void => {
  const before = states.get(courseID) ?? INITIAL;
  const after = { ...before, ...change };
  if (after.status === before.status && after.conflict === before.conflict && after.merge === before.merge && after.deleted === before.deleted) return;
  states.set(courseID, after);
  for (const subscriber of subscribers) subscriber();
};

export const uiOf = (courseID: string): AuthoringUi => states.get(courseID) ?? INITIAL;

export const useAuthoringUi = (courseID: string): AuthoringUi => useSyncExternalStore(subscribe, () => uiOf(courseID), () => INITIAL);
