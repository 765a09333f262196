import { LIMITS } from "../constants";
import { VALIDATION_MESSAGES, maxLengthMessage } from "./messages";

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** SPEC §5 e-mail: required, a valid address, at most 256 characters. Empty list when valid. */
export const emailErrors = (value: string): ReadonlyArray<string> => {
  const email = value.trim();
  if (email === "") return [VALIDATION_MESSAGES.required];
  if (email.length > LIMITS.email) return [maxLengthMessage(LIMITS.email)];
  return EMAIL.test(email) ? [] : [VALIDATION_MESSAGES.invalidEmail];
};

/** The form in which e-mails are stored and compared. */
export const normalizeEmail = (value: string): string => value.trim().toLowerCase();
