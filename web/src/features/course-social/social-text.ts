import { overLimitError } from "@app/domain/validation/text-limits";
import { errorMessages, isApiError } from "../../lib/api/api-error";
import { notifyError } from "../../lib/ui/toast";

/** A post's, a reply's, a review's or an answer's text: required once trimmed, and at most `max` characters. */
export const socialTextErrors = (text: string, max: number, required: string): string[] => {
  const trimmed = text.trim();
  if (trimmed === "") return [required];
  const tooLong = overLimitError(trimmed.length, max);
  return tooLong === undefined ? [] : [tooLong];
};

/**
 * The forms' `onError`: a 422 stays at its fields (false: the form shows them); anything else is
 * told in a toast (true: handled).
 */
export const toastUnlessFieldErrors = (error: unknown): boolean => {
  if (isApiError(error) && error.status === 422) return false;
  notifyError(errorMessages(error)[0] ?? "");
  return true;
};
