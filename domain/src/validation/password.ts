import { LIMITS } from "../constants";
import { VALIDATION_MESSAGES } from "./messages";

/** SPEC §5 / §9: a password has at least 6 characters. Empty list when valid. */
export const passwordErrors = (value: string): ReadonlyArray<string> => {
  if (value === "") return [VALIDATION_MESSAGES.required];
  return value.length < LIMITS.passwordMin ? [VALIDATION_MESSAGES.passwordMin] : [];
};
