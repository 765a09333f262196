import fc from "fast-check";

/** A query string of known and unknown keys, repeated keys (arrays) and bracket keys, with any values. */
export const queryString = (keys: ReadonlyArray<string>, good: ReadonlyArray<string>): fc.Arbitrary<string> => {
  const key = fc.oneof(
    { arbitrary: fc.constantFrom(...keys), weight: 4 },
    { arbitrary: fc.constantFrom("a[b]", "page[0]", "__proto__", "constructor"), weight: 1 },
    { arbitrary: fc.string(), weight: 1 },
  );
  const value = fc.oneof(
    { arbitrary: fc.constantFrom(...good, "", "0", "-1", "1e3", "99999999999999999999", "%00"), weight: 3 },
    { arbitrary: fc.string(), weight: 2 },
    { arbitrary: fc.integer().map(String), weight: 1 },
  );
  return fc
    .array(fc.tuple(key, value), { maxLength: 6 })
    .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&"));
};
