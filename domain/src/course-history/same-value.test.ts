import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonical } from "../course/course-fields";
import { sameValue } from "./same-value";

describe("comparing two JSON values", () => {
  it("agrees with comparing their canonical JSON, for any values and for a value and its reordered copy", () => {
    const reordered = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(reordered);
      if (value !== null && typeof value === "object")
        return Object.fromEntries(
          Object.entries(value as Record<string, unknown>)
            .reverse()
            .map(([k, v]) => [k, reordered(v)]),
        );
      return value;
    };
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        expect(sameValue(a, b)).toBe(canonical(a) === canonical(b));
        expect(sameValue(a, reordered(a))).toBe(true);
      }),
    );
    expect(sameValue({ a: 1, b: undefined }, { a: 1, c: undefined })).toBe(false);
  });
});
