/**
 * Whether two JSON-like values (plain objects, arrays, primitives) are equal, whatever the objects' key
 * order: what a version's block or about part is compared by when the two are not the same object.
 * A walk, not a canonical string of each side (course-fields.ts `canonical`): a 30,000-block course
 * compares without building 60,000 strings.
 */
export const sameValue = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i += 1) if (!sameValue(a[i], b[i])) return false;
    return true;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return false;
  for (const key of keys) if (!(key in y) || !sameValue(x[key], y[key])) return false;
  return true;
};
