import type { Sharded } from "./sharded";

/**
 * A function's results remembered per key object, while the other objects it reads (`deps`, compared
 * by identity) stay the same (issue #33: the invariant checks run after every event of a 20,000-event
 * log). States are immutable and sharded (./sharded.ts): an event replaces the few objects it touches,
 * so an object it left alone is the same object, and its result is reused. Only for frozen data.
 */
export const rememberedWith = <K extends object, D extends ReadonlyArray<unknown>, R>(
  compute: (key: K, ...deps: D) => R,
): ((key: K, ...deps: D) => R) => {
  const known = new WeakMap<K, { readonly deps: D; readonly value: R }>();
  const same = (a: D, b: D): boolean => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
    return true;
  };
  return (key, ...deps) => {
    const hit = known.get(key);
    if (hit !== undefined && same(hit.deps, deps)) return hit.value;
    const value = compute(key, ...deps);
    known.set(key, { deps, value });
    return value;
  };
};

/**
 * A part computed bucket by bucket over a sharded record (./sharded.ts), remembered per place (a course
 * id): the buckets the record shares with the last one seen at that place, with the same `deps`, keep
 * their results, so an event that replaced one bucket costs that bucket and a comparison per bucket.
 * Answers the buckets' results in the record's order. It holds the last record of each place (a few
 * courses), no more.
 */
export const rememberedPerBucket = <T, D extends ReadonlyArray<unknown>, R>(
  part: (bucket: Readonly<Record<string, T>>, ...deps: D) => R,
): ((place: string, record: Sharded<T>, ...deps: D) => ReadonlyArray<R>) => {
  const last = new Map<
    string,
    { readonly record: Sharded<T>; readonly deps: D; readonly results: ReadonlyMap<string, R>; readonly all: R[] }
  >();
  return (place, record, ...deps) => {
    const previous = last.get(place);
    const reusable = previous !== undefined && previous.deps.every((dep, i) => dep === deps[i]) ? previous : undefined;
    if (reusable !== undefined && reusable.record === record) return reusable.all;
    const results = new Map<string, R>();
    const all: R[] = [];
    for (const name in record) {
      const bucket = record[name];
      if (bucket === undefined) continue;
      const kept = reusable !== undefined && reusable.record[name] === bucket ? reusable.results.get(name) : undefined;
      const result = kept ?? part(bucket, ...deps);
      results.set(name, result);
      all.push(result);
    }
    last.set(place, { record, deps, results, all });
    return all;
  };
};
