import type { Conflict, Held } from "@app/domain/course/rebase";
import type { DomainState } from "@app/domain/model/state";
import { keyedStore } from "../state/small-store";
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
  /**
   * Whether students see the course: its record's status when loaded, then this page's publish
   * (issue #29). Not the model's `published`, which any edit, even of a setting, turns off.
   */
  readonly published: boolean | null;
};

/** What the merge dialog asks: the conflicts, and what answering needs (held events, my window's state). */
export type MergeQuestion = {
  readonly conflicts: ReadonlyArray<Conflict>;
  readonly held: ReadonlyArray<Held>;
  readonly mine: DomainState;
};

const INITIAL: AuthoringUi = { status: "saved", conflict: "none", merge: null, deleted: false, published: null };
const states = keyedStore(INITIAL);

export const updateUi = (courseID: string, change: Partial<AuthoringUi>): void => {
  const before = states.get(courseID);
  const after = { ...before, ...change };
  if (
    after.status === before.status &&
    after.conflict === before.conflict &&
    after.merge === before.merge &&
    after.deleted === before.deleted &&
    after.published === before.published
  )
    return;
  states.set(courseID, after);
};

export const uiOf = (courseID: string): AuthoringUi => states.get(courseID);

export const useAuthoringUi = (courseID: string): AuthoringUi => states.use(courseID);
