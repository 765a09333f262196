import { MatchersV3 } from "@pact-foundation/pact";
import { ERROR_MESSAGES } from "@app/domain/errors/catalogue";

const { like, eachLike } = MatchersV3;

/** The error answers of docs/api.md "Conventions", matched by type. */
export const errorBody = (message: string) => ({ error: { message: like(message) } });

export const validationBody = (field: string, message: string) => ({
  error: { message: like(ERROR_MESSAGES.unprocessable) },
  errors: { validation: { [field]: eachLike(message) } },
});

export const unauthorized = { status: 401, body: errorBody(ERROR_MESSAGES.unauthorized) };
export const forbidden = (message: string = ERROR_MESSAGES.forbidden) => ({ status: 403, body: errorBody(message) });
export const invalid = (field: string, message: string) => ({ status: 422, body: validationBody(field, message) });
