import { LIMITS } from "../constants";
import { VALIDATION_MESSAGES, maxLengthMessage } from "./messages";
import { controlCharErrors } from "./control-chars";

/** SPEC §5 names: required, at most 256 characters (after trimming), no control characters. Empty list when valid. */
export const requiredTextErrors = (value: string, max: number = LIMITS.name): ReadonlyArray<string> => {
  const text = value.trim();
  if (text === "") return [VALIDATION_MESSAGES.required];
  if (text.length > max) return [maxLengthMessage(max)];
  return controlCharErrors(text);
};

/** An optional text: empty is fine, otherwise at most `max` characters. */
export const optionalTextErrors = (value: string, max: number = LIMITS.name): ReadonlyArray<string> =>
  value.trim().length > max ? [maxLengthMessage(max)] : controlCharErrors(value);
