import { describe, expect, it } from "vitest";
import { PROGRESS_BUCKETS, progressDistribution } from "./progress-buckets";

describe("progress distribution", () => {
  it("puts every value in exactly one bucket", () => {
    const values = [0, 0, 1, 25, 26, 50, 51, 75, 76, 99, 100, 100, 120, -3];
    const counts = progressDistribution(values);
    expect(counts).toEqual([3, 2, 2, 2, 2, 3]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(values.length);
    expect(counts).toHaveLength(PROGRESS_BUCKETS.length);
  });
});
