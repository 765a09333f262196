/**
 * Deep copy of JSON-like data (plain objects, arrays, primitives). evolve copies event payloads with it
 * before storing them, so the state never shares mutable objects with an event (replaying the same
 * events twice must give the same state, and immer freezes what it finalizes).
 */
export const clone = <T>(value: T): T => {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map((item: unknown) => clone(item)) as T;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) copy[key] = clone((value as Record<string, unknown>)[key]);
  return copy as T;
};

/**
 * Copy that shares frozen parts (immutable already) and copies the rest. Used for undo slots on a
 * plain state (`replay`), which are frozen with the whole state at the end.
 */
export const copyUnfrozen = <T>(value: T): T => {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  if (Array.isArray(value)) {
    const copy: unknown[] = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) copy[i] = copyUnfrozen<unknown>(value[i]);
    return copy as T;
  }
  const bag = value as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(bag)) copy[key] = copyUnfrozen(bag[key]);
  return copy as T;
};

/** Freezes a private copy all the way down (stopping at parts already frozen). */
export const freezeDeep = <T>(value: T): T => {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  if (Array.isArray(value)) {
    // By index: Object.keys of an array makes a string per element.
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (typeof item === "object" && item !== null) freezeDeep(item);
    }
  } else {
    const bag = value as Record<string, unknown>;
    for (const key in bag) {
      const item = bag[key];
      if (typeof item === "object" && item !== null) freezeDeep(item);
    }
  }
  return Object.freeze(value);
};

/**
 * A frozen copy in one pass: parts already frozen are shared (immutable already), the rest is copied
 * and frozen. Used for undo snapshots, also of a `current()` copy, whose children may be unfrozen
 * objects made earlier in the same `produce`.
 */
export const frozenClone = <T>(value: T): T => {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  if (Array.isArray(value)) {
    const copy: unknown[] = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) copy[i] = frozenClone<unknown>(value[i]);
    return Object.freeze(copy) as T;
  }
  const bag = value as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(bag)) copy[key] = frozenClone(bag[key]);
  return Object.freeze(copy) as T;
};

/** A frozen copy of every part, frozen or not (event payloads are copied into the state, never shared). */
export const frozenCopy = <T>(value: T): T => {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) {
    const copy: unknown[] = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) copy[i] = frozenCopy<unknown>(value[i]);
    return Object.freeze(copy) as T;
  }
  const bag = value as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(bag)) copy[key] = frozenCopy(bag[key]);
  return Object.freeze(copy) as T;
};
