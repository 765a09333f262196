import { describe, expect, it } from "vitest";
import {
  hasErrors,
  validateAuthorApplication,
  validatePasswordReset,
  validatePasswordUpdate,
  validateProfileCompletion,
  validateProfileTexts,
  validateRegistration,
  validateResetRequest,
} from "./forms";
import { VALIDATION_MESSAGES as M, maxLengthMessage } from "./messages";

const registration = {
  email: "new@demo.ru",
  password: "secret1",
  password_confirmation: "secret1",
  phone: "79161234567",
  full_name: "Иван Петров",
};

describe("form rules", () => {
  it("accepts a good registration and lists every bad field", () => {
    expect(validateRegistration(registration)).toEqual({});
    const errors = validateRegistration({ email: "x", password: "1", password_confirmation: "2" });
    expect(errors).toEqual({
      email: [M.invalidEmail],
      password: [M.passwordMin],
      password_confirmation: [M.passwordConfirmationMismatch],
      phone: [M.required],
      full_name: [M.required],
    });
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors({})).toBe(false);
  });

  it("checks the author application", () => {
    expect(validateAuthorApplication({ name: "Анна", email: "a@b.ru", phone: "375291234567" })).toEqual({});
    expect(validateAuthorApplication({ name: "", email: "a@b.ru", phone: "7" })).toEqual({
      name: [M.required],
      phone: [M.phoneDigits],
    });
  });

  it("checks the profile completion", () => {
    expect(validateProfileCompletion({ name: "А", surname: "Б", phone: "79161234567" })).toEqual({});
    expect(validateProfileCompletion({ name: "А" })).toEqual({ surname: [M.required], phone: [M.required] });
  });

  it("checks the password forms", () => {
    expect(
      validatePasswordUpdate({ old_password: "demo123", new_password: "abcdef", new_password_confirmation: "abcdef" }),
    ).toEqual({});
    expect(
      validatePasswordUpdate({ old_password: "", new_password: "abcdef", new_password_confirmation: "abcdeg" }),
    ).toEqual({
      old_password: [M.required],
      new_password_confirmation: [M.passwordsMismatch],
    });
    expect(validateResetRequest({ email: "a@b.ru" })).toEqual({});
    expect(validateResetRequest({})).toEqual({ email: [M.required] });
    expect(validatePasswordReset({ email: "a@b.ru", password: "abcdef", token: " " })).toEqual({ token: [M.required] });
  });

  it("an empty confirmation is flagged as required, like every other empty field", () => {
    expect(
      validateRegistration({ email: "", password: "", password_confirmation: "", phone: "", full_name: "" }),
    ).toMatchObject({ password_confirmation: [M.required] });
  });

  it("a profile save needs a name and a surname once they are sent; spaces only are empty", () => {
    expect(validateProfileTexts({ name: "  ", surname: "", city: "" })).toEqual({
      name: [M.required],
      surname: [M.required],
    });
    expect(validateProfileTexts({ city: "Казань" })).toEqual({});
    expect(validateProfileTexts({ name: "Анна", surname: "Котова", work: "x".repeat(257) })).toEqual({
      work: [maxLengthMessage(256)],
    });
  });
});
