import { expect } from "vitest";
import { MatchersV3, type PactV3 } from "@pact-foundation/pact";
import { ERROR_MESSAGES } from "@app/domain/errors/catalogue";
import { isApiError } from "@app/web/lib/api/api-error";
import type { HttpClient } from "@app/web/lib/api/http-client";
import { TOKENS } from "./pact-setup";
import { webClient } from "./web-client";

const { like, eachLike, fromProviderState } = MatchersV3;

/** The error answers of docs/api.md "Conventions", matched by type. */
export const unauthorized = { status: 401, body: { error: { message: like(ERROR_MESSAGES.unauthorized) } } };
export const forbidden = (message: string = ERROR_MESSAGES.forbidden) => ({ status: 403, body: { error: { message: like(message) } } });
export const invalid = (field: string, message: string) => ({
  status: 422,
  body: { error: { message: like(ERROR_MESSAGES.unprocessable) }, errors: { validation: { [field]: eachLike(message) } } },
});

/** The refresh the client tries after a 401, refused because the session was revoked. */
export const refusedRefresh = (pact: PactV3, state: string): void => {
  pact
    .given(state)
    .uponReceiving("a token refresh with a revoked refresh token")
    .withRequest({
      method: "POST",
      path: "/api/token/refresh",
      headers: { "Content-Type": "application/json" },
      body: { refresh_token: fromProviderState("${refreshToken}", TOKENS.revokedRefresh) },
    })
    .willRespondWith(unauthorized);
};

/** A call made with an expired token whose refresh fails: the client surfaces 401 and ends the session. */
export const expectSessionEnds = async (url: string, call: (client: HttpClient) => Promise<unknown>): Promise<void> => {
  const rig = webClient(url, { token: TOKENS.expired, refresh_token: TOKENS.revokedRefresh });
  const error: unknown = await call(rig.client).catch((e: unknown) => e);
  expect(isApiError(error) && error.status).toBe(401);
  expect(rig.expiredCount()).toBe(1);
  expect(rig.store.get()).toBeNull();
};

type Refusal = { status: number | false; message: string | undefined; validation: Readonly<Record<string, ReadonlyArray<string>>> | undefined };

/** What the client surfaces of a call the server refuses: the status, the message and errors.validation. */
export const refusal = async (call: Promise<unknown>): Promise<Refusal> => {
  const error: unknown = await call.catch((e: unknown) => e);
  if (!isApiError(error)) return { status: false, message: undefined, validation: undefined };
  return { status: error.status, message: error.body?.error.message, validation: error.body?.errors?.validation };
};
