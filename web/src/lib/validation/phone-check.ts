import { LIMITS } from "@app/domain/constants";
import { VALIDATION_MESSAGES } from "@app/domain/validation/messages";
import { phoneDigits } from "@app/domain/validation/phone";
import { loadPhoneLib, type PhoneLib } from "./phone-lib";

/** Russia and Kazakhstan share dial code 7: an 11-digit mask there (SPEC §5). */
export const RU_DIAL_CODE = "7";

/** The digit limit for a number starting with these digits (SPEC §9: 11 for +7, otherwise 13). */
export const maxPhoneDigits = (digits: string): number =>
  digits.startsWith(RU_DIAL_CODE) ? LIMITS.phoneDigitsRu : LIMITS.phoneDigitsMax;

/** The synchronous part of the check: nothing entered, not digits, the +7 mask, the 13-digit cap. */
const quickCheck = (digits: string): string | undefined => {
  if (digits === "") return VALIDATION_MESSAGES.required;
  if (!/^\d+$/.test(digits)) return VALIDATION_MESSAGES.phoneInvalid;
  if (digits.startsWith(RU_DIAL_CODE) && digits.length !== LIMITS.phoneDigitsRu) return VALIDATION_MESSAGES.phoneDigits;
  if (digits.length > LIMITS.phoneDigitsMax) return VALIDATION_MESSAGES.phoneTooLong;
  return undefined;
};

/** libphonenumber's verdict (GUIDE §2): length errors first, then isValid(). */
export const checkWithLib = (lib: PhoneLib, digits: string): string | undefined => {
  const quick = quickCheck(digits);
  if (quick !== undefined) return quick;
  const international = `+${digits}`;
  switch (lib.validatePhoneNumberLength(international)) {
    case "INVALID_COUNTRY":
      return VALIDATION_MESSAGES.phoneInvalidCountry;
    case "TOO_SHORT":
      return VALIDATION_MESSAGES.phoneTooShort;
    case "TOO_LONG":
      return VALIDATION_MESSAGES.phoneTooLong;
    case "NOT_A_NUMBER":
    case "INVALID_LENGTH":
      return VALIDATION_MESSAGES.phoneInvalid;
    default:
      break;
  }
  const parsed = lib.parsePhoneNumberFromString(international);
  return parsed?.isValid() === true ? undefined : VALIDATION_MESSAGES.phoneInvalid;
};

/**
 * SPEC §5 phone check. `value` may carry a leading plus; the answer is the error message to show
 * on the phone field, or undefined when the number is valid.
 */
export const checkPhone = async (value: string): Promise<string | undefined> => {
  const digits = phoneDigits(value);
  const quick = quickCheck(digits);
  if (quick !== undefined) return quick;
  return checkWithLib(await loadPhoneLib(), digits);
};
