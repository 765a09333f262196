import { describe, expect, it } from "vitest";
import { labelEvery, linear, maxTotal, maxValue, niceStep, niceTicks, percentOf } from "./scale";

describe("chart scales", () => {
  it("rounds the axis up to a nice maximum with whole steps", () => {
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(100)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(1)).toEqual([0, 1]);
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceStep(930, 4)).toBe(250);
  });

  it("maps values linearly and survives an empty domain", () => {
    const y = linear(10, 200, 0);
    expect(y(0)).toBe(200);
    expect(y(5)).toBe(100);
    expect(linear(0, 50, 0)(3)).toBe(50);
  });

  it("finds the largest value and the largest stacked total", () => {
    const data = [{ values: [1, 4] }, { values: [3, 3] }];
    expect(maxValue(data)).toBe(4);
    expect(maxTotal(data)).toBe(6);
    expect(maxValue([])).toBe(0);
  });

  it("thins the category labels but keeps the last", () => {
    const show = labelEvery(30, 6);
    const shown = Array.from({ length: 30 }, (_, i) => i).filter(show);
    expect(shown.length).toBeLessThanOrEqual(7);
    expect(shown).toContain(29);
    expect(shown[0]).toBe(0);
    // No two shown labels closer than the step: the last one never crowds its neighbour.
    for (const count of [2, 7, 13, 30, 31, 90]) {
      for (const limit of [2, 5, 8]) {
        const every = Math.ceil(count / limit);
        const kept = Array.from({ length: count }, (_, i) => i).filter(labelEvery(count, limit));
        kept
          .slice(1)
          .forEach((index, i) =>
            expect(index - (kept[i] ?? 0), `${count}/${limit}`).toBeGreaterThanOrEqual(Math.min(every, count - 1)),
          );
      }
    }
  });

  it("answers whole percents", () => {
    expect(percentOf(5, 7)).toBe(71);
    expect(percentOf(1, 0)).toBe(0);
  });
});

describe("labels", () => {
  it("cuts long labels with an ellipsis", async () => {
    const { truncate } = await import("./scale");
    expect(truncate("Установка и первая программа", 10)).toBe("Установка…");
    expect(truncate("Условия", 10)).toBe("Условия");
  });
});
