import { describe, expect, it } from "vitest";
import { onTimeRate } from "./on-time-rate";

describe("a lesson's on-time rate", () => {
  it("is null with no work sent, else the whole percent of works whose first attempt was on time", () => {
    expect(onTimeRate([])).toBeNull();
    expect(onTimeRate([{ firstAttemptLate: false }])).toBe(100);
    expect(onTimeRate([{ firstAttemptLate: true }])).toBe(0);
    expect(onTimeRate([{ firstAttemptLate: false }, { firstAttemptLate: true }, { firstAttemptLate: true }])).toBe(33);
    expect(onTimeRate([{ firstAttemptLate: false }, { firstAttemptLate: false }, { firstAttemptLate: true }])).toBe(67);
  });
});
