import type { DbDraft } from "./store";

/** The next numeric id of a collection, inside an update. Constant time: a counter, not a scan. */
export const nextId = (db: DbDraft, collection: string, floor = 0): number => {
  const id = Math.max(db.counters[collection] ?? 0, floor) + 1;
  db.counters[collection] = id;
  return id;
};
