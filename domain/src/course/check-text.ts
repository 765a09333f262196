import { VALIDATION_MESSAGES, maxLengthMessage } from "../validation/messages";

/** One validation problem: the field (a path inside the course) and its Russian message. */
export type Problem = { readonly field: string; readonly message: string };

const blank = (value: string | null | undefined): boolean =>
  value === null || value === undefined || value.trim() === "";

/** Required and at most `max` characters (SPEC §5, limits of §9). */
export const checkText = (
  field: string,
  value: string | null | undefined,
  options: { required?: boolean; max?: number },
): Problem[] => {
  if (options.required && blank(value)) return [{ field, message: VALIDATION_MESSAGES.required }];
  if (options.max !== undefined && (value ?? "").length > options.max)
    return [{ field, message: maxLengthMessage(options.max) }];
  return [];
};
