import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  BIRTH_DATE_FUTURE,
  birthDateErrors,
  birthDateTextErrors,
  formatDayFirst,
  maskDayFirst,
  parseDayFirst,
} from "./birth-date";

const TODAY = "2026-11-27";

describe("the date of birth, day first (issue #31)", () => {
  it("reads what is typed day first, however it is separated", () => {
    for (const typed of ["15.03.1990", "15031990", "15/03/1990", "15-03-1990", " 15.3.1990 "])
      expect(parseDayFirst(typed), typed).toBe("1990-03-15");
    expect(parseDayFirst("31.02.1990")).toBeNull();
    expect(parseDayFirst("1990-03-15")).toBeNull();
    expect(parseDayFirst("15.03.90")).toBeNull();
  });

  it("puts the dots in while digits are typed", () => {
    expect(maskDayFirst("1")).toBe("1");
    expect(maskDayFirst("1503")).toBe("15.03");
    expect(maskDayFirst("15031990")).toBe("15.03.1990");
    expect(maskDayFirst("15.03.19901")).toBe("15.03.1990");
  });

  it("shows a stored date day first, and reads back what it shows", () => {
    expect(formatDayFirst("1990-03-15")).toBe("15.03.1990");
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1900-01-01"), max: new Date("2099-12-31"), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          expect(parseDayFirst(formatDayFirst(iso))).toBe(iso);
        },
      ),
    );
  });

  it("refuses a future day, a day that does not exist and a typing slip of a year", () => {
    expect(birthDateErrors("2099-01-01", TODAY)).toEqual([BIRTH_DATE_FUTURE]);
    expect(birthDateErrors("2026-11-28", TODAY)).toEqual([BIRTH_DATE_FUTURE]);
    expect(birthDateErrors(TODAY, TODAY)).toEqual([]);
    expect(birthDateErrors("1990-02-30", TODAY)).toEqual(["Некорректная дата"]);
    expect(birthDateErrors("1850-01-01", TODAY)).toEqual(["Некорректная дата"]);
    expect(birthDateTextErrors("", TODAY)).toEqual([]);
    expect(birthDateTextErrors("01.01.2099", TODAY)).toEqual([BIRTH_DATE_FUTURE]);
    expect(birthDateTextErrors("15.03", TODAY)).toEqual(["Некорректная дата"]);
  });
});
