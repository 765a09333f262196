import { describe, expect, it } from "vitest";
import { emailErrors, normalizeEmail } from "./email";
import { optionalTextErrors, requiredTextErrors } from "./name";
import { passwordErrors } from "./password";
import { phoneDigits, phoneErrors } from "./phone";
import { VALIDATION_MESSAGES as M, maxLengthMessage } from "./messages";

describe("field rules (SPEC §5, §9)", () => {
  it("checks e-mails", () => {
    expect(emailErrors("user@demo.ru")).toEqual([]);
    expect(emailErrors("  user@demo.ru ")).toEqual([]);
    expect(emailErrors("")).toEqual([M.required]);
    expect(emailErrors("   ")).toEqual([M.required]);
    expect(emailErrors("user@demo")).toEqual([M.invalidEmail]);
    expect(emailErrors("user demo@x.ru")).toEqual([M.invalidEmail]);
    expect(emailErrors("a@b..ru")).toEqual([M.invalidEmail]);
    expect(emailErrors(`${"a".repeat(250)}@demo.ru`)).toEqual([maxLengthMessage(256)]);
    expect(normalizeEmail(" User@Demo.RU ")).toBe("user@demo.ru");
  });

  it("checks names: required and at most 256", () => {
    expect(requiredTextErrors("Иван")).toEqual([]);
    expect(requiredTextErrors(" ")).toEqual([M.required]);
    expect(requiredTextErrors("я".repeat(256))).toEqual([]);
    expect(requiredTextErrors("я".repeat(257))).toEqual(["Не должно превышать 256 символов"]);
    expect(optionalTextErrors("")).toEqual([]);
    expect(optionalTextErrors("x".repeat(257))).toEqual([maxLengthMessage(256)]);
  });

  it("checks passwords: at least 6", () => {
    expect(passwordErrors("123456")).toEqual([]);
    expect(passwordErrors("12345")).toEqual(["Количество символов должно быть не меньше 6"]);
    expect(passwordErrors("")).toEqual([M.required]);
  });

  it("checks phones: 11 digits for +7, up to 13 otherwise", () => {
    expect(phoneErrors("79161234567")).toEqual([]);
    expect(phoneErrors("+79161234567")).toEqual([]);
    expect(phoneErrors("7916123456")).toEqual(["Номер должен состоять из 11 знаков"]);
    expect(phoneErrors("791612345678")).toEqual([M.phoneDigits]);
    expect(phoneErrors("375291234567")).toEqual([]);
    expect(phoneErrors("9955912345678")).toEqual([]);
    expect(phoneErrors("99559123456789")).toEqual([M.phoneTooLong]);
    expect(phoneErrors("3752")).toEqual([M.phoneTooShort]);
    expect(phoneErrors("0123456789")).toEqual([M.phoneInvalidCountry]);
    expect(phoneErrors("7916-123-45")).toEqual([M.phoneInvalid]);
    expect(phoneErrors("")).toEqual([M.required]);
    expect(phoneDigits(" +79161234567")).toBe("79161234567");
  });
});
