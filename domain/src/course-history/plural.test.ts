import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countForm, counted, plural, singularVerb } from "./plural";

const BLOCK = ["блок", "блока", "блоков"] as const;

describe("Russian count forms", () => {
  it("1 блок, 2 блока, 5 блоков, and the teens take the many form", () => {
    expect(
      [1, 2, 3, 4, 5, 11, 12, 14, 15, 20, 21, 22, 25, 101, 111, 112, 121, 0].map((n) => counted(n, BLOCK)),
    ).toEqual([
      "1 блок",
      "2 блока",
      "3 блока",
      "4 блока",
      "5 блоков",
      "11 блоков",
      "12 блоков",
      "14 блоков",
      "15 блоков",
      "20 блоков",
      "21 блок",
      "22 блока",
      "25 блоков",
      "101 блок",
      "111 блоков",
      "112 блоков",
      "121 блок",
      "0 блоков",
    ]);
  });

  it("the form depends on the last two digits only; the singular verb goes with the one form", () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(100), (n, hundreds) => {
        expect(countForm(n)).toBe(countForm((n % 100) + hundreds * 100));
        expect(singularVerb(n)).toBe(plural(n, BLOCK) === "блок");
      }),
    );
  });
});
