/**
 * What the store's indexes (id-index.ts) need to know about changes to the state's arrays, kept in
 * step by the only code that changes the state: the recording proxy (transaction.ts), its undo and
 * the journal's replay (apply-ops.ts).
 * - An append (a push, a set at the array's length) is nothing to report: an index reads the new tail.
 * - Any other change of an array's elements (a set at an existing index, a delete, a shortening, a
 *   sort or splice), or of a key field of one of its records, "reshapes" it: its index is rebuilt on
 *   its next use. Both are rare in hot paths (deletions, rollbacks, an e-mail change).
 * - An undo or a replay may change anything: every index is rebuilt (`everything`).
 * Arrays are told apart by identity (a WeakMap), so a collection replaced whole (`db.x = db.x.filter(…)`)
 * is a new array with no index yet.
 */

/** The record fields that indexes key on: a change to one of them reshapes the record's collection. */
export const KEY_FIELDS: ReadonlySet<string> = new Set(["id", "course_id", "user_id", "email"]);

const reshapes = new WeakMap<object, number>();
let generation = 0;

/** The array's elements changed other than by appends. */
export const markReshaped = (array: object): void => {
  reshapes.set(array, (reshapes.get(array) ?? 0) + 1);
};

/** How often the array was reshaped: an index built at another count is stale. */
export const reshapeCount = (array: object): number => reshapes.get(array) ?? 0;

/** Anything may have changed (an undo, a replay): every index is stale. */
export const markEverythingChanged = (): void => {
  generation += 1;
};

export const changeGeneration = (): number => generation;

/**
 * The update's proxies, each with the state object behind it: a lookup inside an update finds its
 * position on the plain array, then reads the one record it needs through the proxy (so the proxy
 * wraps that record only, not every record it passes).
 */
const targets = new WeakMap<object, object>();

export const registerProxy = (proxy: object, target: object): void => {
  targets.set(proxy, target);
};

/** The state object behind an update's proxy, or the value itself. */
export const rawOf = <T extends object>(value: T): T => (targets.get(value) as T | undefined) ?? value;
