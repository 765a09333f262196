import { LIMITS } from "../constants";
import { VALIDATION_MESSAGES } from "./messages";

/** The shortest international number we accept outside +7 (country code plus subscriber number). */
const PHONE_MIN_DIGITS = 8;

/** The digits of a phone as it is sent: without the leading plus (SPEC §3). */
export const phoneDigits = (value: string): string => value.trim().replace(/^\+/, "");

/**
 * SPEC §5 / §9 phone, as the server checks it: digits only; 11 for Russia (dial code 7),
 * otherwise 8 to 13. The web form adds libphonenumber's finer checks on top. Empty list when valid.
 */
export const phoneErrors = (value: string): ReadonlyArray<string> => {
  const digits = phoneDigits(value);
  if (digits === "") return [VALIDATION_MESSAGES.required];
  if (!/^\d+$/.test(digits)) return [VALIDATION_MESSAGES.phoneInvalid];
  if (digits.startsWith("0")) return [VALIDATION_MESSAGES.phoneInvalidCountry];
  if (digits.startsWith("7")) return digits.length === LIMITS.phoneDigitsRu ? [] : [VALIDATION_MESSAGES.phoneDigits];
  if (digits.length < PHONE_MIN_DIGITS) return [VALIDATION_MESSAGES.phoneTooShort];
  return digits.length > LIMITS.phoneDigitsMax ? [VALIDATION_MESSAGES.phoneTooLong] : [];
};
