import * as Result from "effect/Result";
import { ErrorBody, errorTexts } from "@app/domain/api/error-body";
import { decodeWith } from "@app/domain/api/decode";
import { messageForStatus, ERROR_MESSAGES } from "@app/domain/errors/catalogue";

/** A failed call: the HTTP status (0 for a network failure) and the decoded error body, if any. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody | null,
  ) {
    super(body?.error.message ?? `HTTP ${status}`);
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

export const decodeErrorBody = (json: unknown): ErrorBody | null => {
  const result = decodeWith(ErrorBody)(json);
  return Result.isSuccess(result) ? result.success : null;
};

/** SPEC §8 generic extraction: errors.validation first, then error.message, then the status message. */
export const errorMessages = (error: unknown): ReadonlyArray<string> => {
  if (!isApiError(error)) return [ERROR_MESSAGES.serverError];
  const fromBody = error.body === null ? [] : errorTexts(error.body).filter((text) => text.length > 0);
  if (fromBody.length > 0) return fromBody;
  return [messageForStatus(error.status) ?? ERROR_MESSAGES.unprocessable];
};
