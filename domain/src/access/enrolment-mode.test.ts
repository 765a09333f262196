import { describe, expect, it } from "vitest";
import { defaultSettings } from "../course/defaults";
import { enrolmentMode, priceAmount, seatsLeft } from "./enrolment-mode";

const settings = defaultSettings();

describe("enrolmentMode", () => {
  it("a free course with the defaults is open", () => {
    expect(enrolmentMode(settings.actions, settings.accesses, "0")).toBe("open");
  });
  it("a price above zero makes it paid", () => {
    expect(enrolmentMode(settings.actions, settings.accesses, "14900")).toBe("paid");
  });
  it("by e-mail only wins over the price", () => {
    expect(enrolmentMode(settings.actions, { ...settings.accesses, accessByEmail: true }, "14900")).toBe("invitation");
  });
  it("access off closes it whatever else is set", () => {
    expect(enrolmentMode({ ...settings.actions, accessEnable: false }, settings.accesses, "0")).toBe("closed");
    expect(enrolmentMode(settings.actions, { ...settings.accesses, available: false, accessByEmail: true }, "10")).toBe(
      "closed",
    );
  });
});

describe("priceAmount", () => {
  it("reads digits, spaces and a decimal comma", () => {
    expect(priceAmount("14 900")).toBe(14900);
    expect(priceAmount("99,5")).toBe(99.5);
  });
  it("anything else is free", () => {
    expect(priceAmount("")).toBe(0);
    expect(priceAmount("abc")).toBe(0);
    expect(priceAmount("-5")).toBe(0);
  });
});

describe("seatsLeft", () => {
  it("counts down to zero and never below", () => {
    expect(seatsLeft(5, 3)).toBe(2);
    expect(seatsLeft(1, 4)).toBe(0);
    expect(seatsLeft(null, 100)).toBeNull();
  });
});
