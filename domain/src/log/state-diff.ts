/** One place where two states differ: its path from the root, and the value on each side (absent: undefined). */
export type StateChange = { readonly path: ReadonlyArray<string>; readonly before: unknown; readonly after: unknown };

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * What an event changed (the QA panel's diff). Parts that are the same object on both sides are
 * skipped at once: the model is immutable with structural sharing, so one event's diff only walks
 * the branches it touched. Objects are compared key by key, arrays index by index (a change of
 * length shows as added or removed indices). At most `limit` changes are answered.
 */
export const diffStates = (before: unknown, after: unknown, limit = 200): ReadonlyArray<StateChange> => {
  const changes: StateChange[] = [];
  const walk = (a: unknown, b: unknown, path: ReadonlyArray<string>): void => {
    if (changes.length >= limit || Object.is(a, b)) return;
    if (Array.isArray(a) && Array.isArray(b)) {
      for (let i = 0; i < Math.max(a.length, b.length); i++) walk(a[i], b[i], [...path, String(i)]);
      return;
    }
    if (isRecord(a) && isRecord(b)) {
      for (const key of Object.keys(a)) walk(a[key], b[key], [...path, key]);
      for (const key of Object.keys(b)) if (!(key in a)) walk(undefined, b[key], [...path, key]);
      return;
    }
    changes.push({ path, before: a, after: b });
  };
  walk(before, after, []);
  return changes;
};
