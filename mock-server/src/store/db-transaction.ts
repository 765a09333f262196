import type { DbData } from "./db-schema";
import type { StateObjects } from "./state-objects";
import { runTransaction } from "./transaction";
import type { DbDraft } from "./store";

/** Runs an update's recipe on the state; its ops, or a throw with nothing changed. */
export const transact = <R>(state: DbData, objects: StateObjects, mutate: (draft: DbDraft) => R) =>
  runTransaction<DbDraft, R>(state, objects, mutate);
