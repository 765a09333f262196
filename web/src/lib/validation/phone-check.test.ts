import { describe, expect, it } from "vitest";
import { VALIDATION_MESSAGES } from "@app/domain/validation/messages";
import { checkPhone } from "./phone-check";

describe("checkPhone (SPEC §5 phone input)", () => {
  it("accepts valid numbers of the preferred countries, with or without the plus", async () => {
    for (const phone of ["79161234567", "+79161234567", "77012345678", "375291234567", "995555123456", "12025550123"]) {
      expect(await checkPhone(phone), phone).toBeUndefined();
    }
  });

  it("asks for a number when nothing is entered", async () => {
    expect(await checkPhone("")).toBe(VALIDATION_MESSAGES.required);
  });

  it("keeps the 11-digit mask for +7", async () => {
    expect(await checkPhone("7916123456")).toBe(VALIDATION_MESSAGES.phoneDigits);
    expect(await checkPhone("791612345678")).toBe(VALIDATION_MESSAGES.phoneDigits);
  });

  it("reports too short, too long, an invalid country code and an invalid number", async () => {
    expect(await checkPhone("3752912")).toBe(VALIDATION_MESSAGES.phoneTooShort);
    expect(await checkPhone("37529123456789")).toBe(VALIDATION_MESSAGES.phoneTooLong);
    expect(await checkPhone("9991234567")).toBe(VALIDATION_MESSAGES.phoneInvalidCountry);
    expect(await checkPhone("70001234567")).toBe(VALIDATION_MESSAGES.phoneInvalid);
  });

  it("rejects anything that is not digits", async () => {
    expect(await checkPhone("7916abc4567")).toBe(VALIDATION_MESSAGES.phoneInvalid);
  });
});
