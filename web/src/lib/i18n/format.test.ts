import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDay,
  formatDayTime,
  formatDayUtc,
  formatNumber,
  formatRoubles,
  formatShortDayUtc,
} from "./format";

describe("Russian formats", () => {
  const at = "2026-10-04T07:15:00Z";
  it("numbers and prices", () => {
    expect(formatNumber(1234.56)).toBe("1\u00a0234,6");
    expect(formatRoubles("14900")).toBe("14\u00a0900 ₽");
    expect(formatRoubles(0)).toBe("0 ₽");
  });
  it("dates never carry the year mark, so a sentence can end with one", () => {
    expect(formatDayUtc(at)).toBe("4 октября 2026");
    expect(`${formatDay(at)}.`).not.toMatch(/г\.\.$/);
    expect(formatDate(at)).toMatch(/^\d{2}\.10\.2026$/);
    expect(formatShortDayUtc(at)).toBe("4 окт");
    expect(formatDayTime(at)).toMatch(/^4 октября 2026 в \d{2}:15$/);
  });
  it("an unreadable date is shown as it came", () => {
    expect(formatDay("not a date")).toBe("not a date");
  });
});
