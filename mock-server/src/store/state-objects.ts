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

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

export const stateObjects = (): StateObjects => {
  const known = new WeakSet<object>();

  const adopt = (value: unknown): void => {
    if (!isObject(value)) return;
    known.add(value);
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
    if (!isObject(value)) return value;
    if (known.has(value) || Object.isFrozen(value)) return copy(value);
    known.add(value);
    for (const key of Object.keys(value)) {
      const child = value[key];
      if (!isObject(child)) continue;
      const admitted = admit(child, unwrap);
      if (admitted !== child) value[key] = admitted;
    }
    return value;
  };

  return { adopt, admit };
};
