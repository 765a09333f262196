import { describe, expect, it } from "vitest";
import { defaultSettings } from "./defaults";
import { MAX_COUNT_MESSAGE, maxCountProblems, seatLimitOf } from "./draft-checks";

const accesses = (maxCount: string, isSetMaxCount = true) => ({
  ...defaultSettings().accesses,
  maxCount,
  isSetMaxCount,
});

describe("Места на курсе (SPEC §5)", () => {
  it("a positive whole number (a leading plus, or a first character that is neither a digit nor a plus, aside) is a limit", () => {
    for (const [value, limit] of [
      ["12", 12],
      ["+3", 3],
      ["x12", 12],
      [" 7 ", 7],
    ] as const) {
      expect(maxCountProblems(accesses(value))).toEqual([]);
      expect(seatLimitOf(accesses(value))).toBe(limit);
    }
  });

  it("anything else is refused with the field message, and never counts as unlimited", () => {
    for (const value of ["12x", "1x", "0", "", "+", "xy", "1.5"]) {
      expect(maxCountProblems(accesses(value))).toEqual([
        { field: "settings.accesses.maxCount", message: MAX_COUNT_MESSAGE },
      ]);
      expect(seatLimitOf(accesses(value))).not.toBeNull();
    }
    expect(seatLimitOf(accesses("1x"))).toBe(1);
    expect(seatLimitOf(accesses("xy"))).toBe(0);
  });

  it("without the limit switched on, the value is not checked and there is no limit", () => {
    expect(maxCountProblems(accesses("12x", false))).toEqual([]);
    expect(seatLimitOf(accesses("12x", false))).toBeNull();
  });
});
