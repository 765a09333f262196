import { describe, expect, it } from "vitest";
import { csvDateTime, DEFAULT_TIME_ZONE, isTimeZone } from "./csv-date";

describe("CSV dates (issue #38 part 5)", () => {
  it("writes ДД.ММ.ГГГГ ЧЧ:ММ in the zone given", () => {
    expect(csvDateTime("2026-03-01T09:05:00.000Z", "Europe/Moscow")).toBe("01.03.2026 12:05");
    expect(csvDateTime("2026-03-01T09:05:00.000Z", "UTC")).toBe("01.03.2026 09:05");
    expect(csvDateTime("2026-12-31T20:30:00.000Z", "Asia/Yekaterinburg")).toBe("01.01.2027 01:30");
    expect(csvDateTime("2026-03-01T00:00:00.000Z", "America/New_York")).toBe("28.02.2026 19:00");
  });

  it("gives no cell for no date or a malformed one", () => {
    expect(csvDateTime(null, DEFAULT_TIME_ZONE)).toBeNull();
    expect(csvDateTime("вчера", DEFAULT_TIME_ZONE)).toBeNull();
  });

  it("knows IANA zones and refuses anything else", () => {
    expect(["Europe/Moscow", "UTC", "Asia/Vladivostok"].map(isTimeZone)).toEqual([true, true, true]);
    expect(["", "Moscow", "Europe/Атлантида", "x".repeat(65)].map(isTimeZone)).toEqual([false, false, false, false]);
  });
});
