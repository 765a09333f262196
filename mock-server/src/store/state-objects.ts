import { isStateNode, type StateNode } from "./state-node";

/**
 * Which objects live in the store's state. The state is changed in place, so one object must never
 * sit at two places (an edit through one would show at the other, and a replay of the journal, which
 * holds copies, would differ). A value entering the state keeps its fresh objects and gets copies of
 * any object that is already part of the state or is frozen (a frozen object cannot be changed in
 * place later).
 */
export type StateObjects = {
  /** Registers every object of a freshly loaded state. */
  adopt(root: unknown): void;
  /** The value to store: fresh parts kept and registered, state parts and frozen parts copied. */
  admit(value: unknown, unwrap: (value: unknown) => unknown): unknown;
};

/**
 * The mark of an object that is part of a store's state: a non-enumerable symbol property, which
 * JSON, Object.keys and spreads ignore. (A WeakSet of every object cost the garbage collector time
 * in proportion to the data: a write at 10,000 courses took 16% more CPU than at 1,000.)
 */
const IN_STATE: unique symbol = Symbol("in the store's state");

const mark = (value: StateNode): void => {
  if (!Object.prototype.hasOwnProperty.call(value, IN_STATE)) Object.defineProperty(value, IN_STATE, { value: true });
};
const isMarked = (value: StateNode): boolean => Object.prototype.hasOwnProperty.call(value, IN_STATE);

export const stateObjects = (): StateObjects => {
  const adopt = (value: unknown): void => {
    if (!isStateNode(value) || Object.isFrozen(value)) return;
    mark(value);
    for (const key of Object.keys(value)) adopt(value[key]);
  };

  /** A deep copy, through JSON like the journal: what a replay would rebuild. */
  const copy = (value: unknown): unknown => {
    const text = JSON.stringify(value);
    const fresh: unknown = text === undefined ? undefined : JSON.parse(text);
    adopt(fresh);
    return fresh;
  };

  const admit = (input: unknown, unwrap: (value: unknown) => unknown): unknown => {
    const value = unwrap(input);
    if (!isStateNode(value)) return value;
    if (isMarked(value) || Object.isFrozen(value)) return copy(value);
    mark(value);
    for (const key of Object.keys(value)) {
      const child = value[key];
      if (!isStateNode(child)) continue;
      const admitted = admit(child, unwrap);
      if (admitted !== child) value[key] = admitted;
    }
    return value;
  };

  return { adopt, admit };
};
