import type { Patch } from "immer";

/** Past this many changed elements an array is recorded whole. */
const MAX_ELEMENT_PATCHES = 32;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const own = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

/**
 * The immer patches that turn `before` into `after`, for two states that share structure (one
 * made from the other by `produce`). It descends only where references differ, so appending to an
 * array of 10,000 costs 10,000 pointer comparisons and one small patch — unlike immer's own patch
 * generation, which does a string conversion and a map lookup per index. A shorter array, or one
 * with many changed elements, is recorded whole.
 */
export const diffStates = (before: unknown, after: unknown, path: ReadonlyArray<string | number> = [], out: Patch[] = []): Patch[] => {
  if (before === after) return out;
  if (Array.isArray(before) && Array.isArray(after)) {
    if (after.length < before.length) {
      out.push({ op: "replace", path: [...path], value: after });
      return out;
    }
    const mark = out.length;
    let changed = 0;
    for (let i = 0; i < before.length; i += 1) {
      if (before[i] === after[i]) continue;
      changed += 1;
      if (changed > MAX_ELEMENT_PATCHES) {
        out.length = mark;
        out.push({ op: "replace", path: [...path], value: after });
        return out;
      }
      diffStates(before[i], after[i], [...path, i], out);
    }
    for (let i = before.length; i < after.length; i += 1) out.push({ op: "add", path: [...path, i], value: after[i] });
    return out;
  }
  if (isPlainObject(before) && isPlainObject(after)) {
    for (const key of Object.keys(after)) {
      if (own(before, key)) diffStates(before[key], after[key], [...path, key], out);
      else out.push({ op: "add", path: [...path, key], value: after[key] });
    }
    for (const key of Object.keys(before)) if (!own(after, key)) out.push({ op: "remove", path: [...path, key] });
    return out;
  }
  out.push({ op: "replace", path: [...path], value: after });
  return out;
};
