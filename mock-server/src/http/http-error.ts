import type { ValidationErrors } from "@app/domain/api/error-body";

/** An error that the JSON error middleware turns into GUIDE §1's error body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly validation?: ValidationErrors,
  ) {
    super(message);
  }
}

export const isHttpError = (value: unknown): value is HttpError => value instanceof HttpError;

/** 422 with the fields' messages when a rule found any; nothing when `errors` is empty. */
export const refuseInvalid = (errors: ValidationErrors): void => {
  if (Object.keys(errors).length > 0) throw new HttpError(422, "", errors);
};
