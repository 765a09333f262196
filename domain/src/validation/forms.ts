import type { ValidationErrors } from "../api/error-body";
import { emailErrors } from "./email";
import { optionalTextErrors, requiredTextErrors } from "./name";
import { passwordErrors } from "./password";
import { phoneErrors } from "./phone";
import { VALIDATION_MESSAGES } from "./messages";

/** A form as it arrives: each field a string, or missing. */
export type FormInput<K extends string> = Partial<Readonly<Record<K, string>>>;

type Rule<K extends string> = (value: string, input: FormInput<K>) => ReadonlyArray<string>;

/** Runs every field's rule; a missing field is 'Обязательное поле'. Only failing fields are listed. */
const check = <K extends string>(
  input: FormInput<K>,
  rules: Readonly<Record<NoInfer<K>, Rule<K>>>,
): ValidationErrors => {
  const errors: Record<string, ReadonlyArray<string>> = {};
  for (const field of Object.keys(rules) as K[]) {
    const value = input[field];
    const messages = value === undefined ? [VALIDATION_MESSAGES.required] : rules[field](value, input);
    if (messages.length > 0) errors[field] = messages;
  }
  return errors;
};

/** A repeated field (the password's confirmation): required like any field, then equal to the other. */
const confirms =
  (other: string, message: string) =>
  (value: string, input: Partial<Readonly<Record<string, string>>>): ReadonlyArray<string> => {
    if (value.trim() === "") return [VALIDATION_MESSAGES.required];
    return value === input[other] ? [] : [message];
  };

export const hasErrors = (errors: ValidationErrors): boolean => Object.keys(errors).length > 0;

/** SPEC §7 register: email, password, password_confirmation, phone, full_name. */
export const validateRegistration = (
  input: FormInput<"email" | "password" | "password_confirmation" | "phone" | "full_name">,
): ValidationErrors =>
  check(input, {
    email: emailErrors,
    password: passwordErrors,
    password_confirmation: confirms("password", VALIDATION_MESSAGES.passwordConfirmationMismatch),
    phone: phoneErrors,
    full_name: (v) => requiredTextErrors(v),
  });

/** SPEC §5 author application: name (≤256), email (valid, ≤256), phone. */
export const validateAuthorApplication = (input: FormInput<"name" | "email" | "phone">): ValidationErrors =>
  check(input, { name: (v) => requiredTextErrors(v), email: emailErrors, phone: phoneErrors });

/** SPEC §5 profile completion: name and surname required (≤256), phone. */
export const validateProfileCompletion = (input: FormInput<"name" | "surname" | "phone">): ValidationErrors =>
  check(input, { name: (v) => requiredTextErrors(v), surname: (v) => requiredTextErrors(v), phone: phoneErrors });

/** SPEC §7 password/update. The old password's correctness is the server's check. */
export const validatePasswordUpdate = (
  input: FormInput<"old_password" | "new_password" | "new_password_confirmation">,
): ValidationErrors =>
  check(input, {
    old_password: (v) => (v === "" ? [VALIDATION_MESSAGES.required] : []),
    new_password: passwordErrors,
    new_password_confirmation: confirms("new_password", VALIDATION_MESSAGES.passwordsMismatch),
  });

/** SPEC §7 password/requestReset. */
export const validateResetRequest = (input: FormInput<"email">): ValidationErrors =>
  check(input, { email: emailErrors });

/** SPEC §7 password/reset: email, password, token. */
export const validatePasswordReset = (input: FormInput<"email" | "password" | "token">): ValidationErrors =>
  check(input, {
    email: emailErrors,
    password: passwordErrors,
    token: (v) => (v.trim() === "" ? [VALIDATION_MESSAGES.required] : []),
  });

/**
 * The texts of a full profile save (/profile): a name and a surname sent as text are required as on
 * every form (spaces only count as empty, issue #17); the rest are optional, at most 256 characters.
 * (The API's null still clears a field; the profile page's form never sends an empty name.)
 */
export const validateProfileTexts = (
  input: FormInput<"name" | "surname" | "city" | "work" | "gender">,
): ValidationErrors => {
  const errors: Record<string, ReadonlyArray<string>> = { ...validateOptionalTexts(input, ["city", "work", "gender"]) };
  for (const field of ["name", "surname"] as const) {
    const value = input[field];
    const messages = value === undefined ? [] : requiredTextErrors(value);
    if (messages.length > 0) errors[field] = messages;
  }
  return errors;
};

/** Optional texts of a full profile save: each at most 256 characters. */
const validateOptionalTexts = <K extends string>(input: FormInput<K>, fields: ReadonlyArray<K>): ValidationErrors => {
  const errors: Record<string, ReadonlyArray<string>> = {};
  for (const field of fields) {
    const value = input[field];
    const messages = value === undefined ? [] : optionalTextErrors(value);
    if (messages.length > 0) errors[field] = messages;
  }
  return errors;
};
