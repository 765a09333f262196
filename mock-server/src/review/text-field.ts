import { VALIDATION_MESSAGES, maxLengthMessage } from "@app/domain/validation/messages";
import { HttpError } from "../http/http-error";

/** A required text field, trimmed: 422 with 'Обязательное поле' when blank, or the length message when over `max`. */
export const requiredText = (field: string, value: string, max: number): string => {
  const text = value.trim();
  if (text === "") throw new HttpError(422, "", { [field]: [VALIDATION_MESSAGES.required] });
  if (text.length > max) throw new HttpError(422, "", { [field]: [maxLengthMessage(max)] });
  return text;
};
