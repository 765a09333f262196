import type { ValidationErrors } from "@app/domain/api/error-body";
import type { FormInput } from "@app/domain/validation/forms";
import { hasErrors } from "@app/domain/validation/forms";
import { HttpError } from "./http-error";

/** The string fields of a body. Anything else (a number, an object, a missing key) counts as missing. */
export const formInput = <K extends string>(body: unknown, fields: ReadonlyArray<K>): FormInput<K> => {
  const input: Partial<Record<K, string>> = {};
  if (typeof body !== "object" || body === null || Array.isArray(body)) return input;
  for (const field of fields) {
    const value: unknown = Reflect.get(body, field);
    if (typeof value === "string") input[field] = value;
  }
  return input;
};

/** 422 with errors.validation when there is any error (SPEC §7: first message of each field is shown). */
export const rejectInvalid = (errors: ValidationErrors): void => {
  if (hasErrors(errors)) throw new HttpError(422, "", errors);
};

/** One field's 422. */
export const invalidField = (field: string, message: string): HttpError =>
  new HttpError(422, "", { [field]: [message] });
