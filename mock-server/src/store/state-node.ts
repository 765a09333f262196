/** A node of the store's state tree: a plain object or an array, seen as keyed values. */
export type StateNode = Record<string | symbol, unknown>;

export const isStateNode = (value: unknown): value is StateNode => typeof value === "object" && value !== null;
