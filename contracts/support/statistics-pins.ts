import { expect } from "vitest";
import { MatchersV3, type PactV3, type V3Request } from "@pact-foundation/pact";
import { ERROR_MESSAGES } from "@app/domain/errors/catalogue";
import { isApiError } from "@app/web/lib/api/api-error";
import type { HttpClient } from "@app/web/lib/api/http-client";
import { TOKENS } from "./pact-setup";
import { webClient } from "./web-client";

const { like, eachLike, fromProviderState } = MatchersV3;

/** Provider states of the statistics area (contracts/provider/states/statistics-states.ts). */
export const STATE = {
  owner: "statistics: the owner is signed in",
  teacher: "statistics: the teacher is signed in",
  student: "statistics: the student is signed in",
  expired: "statistics: the owner's session has expired and was revoked",
  catalogue: "statistics: the demo catalogue has a teacher and an independent author",
} as const;

export const JSON_HEADERS = { "Content-Type": "application/json" };
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
export const signedIn = bearer(TOKENS.valid);
export const signedInJson = { ...JSON_HEADERS, ...signedIn };

export const forbiddenBody = { error: { message: like(ERROR_MESSAGES.forbidden) } };
export const validationBody = (field: string, message: string) => ({
  error: { message: like(ERROR_MESSAGES.unprocessable) },
  errors: { validation: { [field]: eachLike(message) } },
});

/** A call with an expired access token of a revoked session: 401, and the refresh fails too. */
export const pinExpired = (pact: PactV3, description: string, request: V3Request): void => {
  pact
    .given(STATE.expired)
    .uponReceiving(`${description} with an expired token`)
    .withRequest({ ...request, headers: { ...request.headers, ...bearer(TOKENS.expired) } })
    .willRespondWith({ status: 401, body: { error: { message: like(ERROR_MESSAGES.unauthorized) } } });
};

/** The refresh every expired call of the area triggers, refused because the session was revoked. */
export const pinRefusedRefresh = (pact: PactV3): void => {
  pact
    .given(STATE.expired)
    .uponReceiving("statistics: a token refresh of a revoked session")
    .withRequest({
      method: "POST",
      path: "/api/token/refresh",
      headers: JSON_HEADERS,
      body: { refresh_token: fromProviderState("${refreshToken}", TOKENS.revokedRefresh) },
    })
    .willRespondWith({ status: 401, body: { error: { message: like(ERROR_MESSAGES.unauthorized) } } });
};

/** The client tries the refresh, surfaces the 401 and ends the session. */
export const expectSessionEnds = async (url: string, call: (client: HttpClient) => Promise<unknown>): Promise<void> => {
  const rig = webClient(url, { token: TOKENS.expired, refresh_token: TOKENS.revokedRefresh });
  const error: unknown = await call(rig.client).catch((e: unknown) => e);
  expect(isApiError(error) && error.status).toBe(401);
  expect(rig.expiredCount()).toBe(1);
  expect(rig.store.get()).toBeNull();
};

/** The error a refused call throws: its status and the texts of errors.validation. */
export const failureOf = async (call: Promise<unknown>): Promise<{ status: number | false; validation: unknown }> => {
  const error: unknown = await call.catch((e: unknown) => e);
  return { status: isApiError(error) && error.status, validation: isApiError(error) ? error.body?.errors?.validation : undefined };
};

/** A signed-in web client (placeholder tokens the provider swaps for the state's real ones). */
export const signedInClient = (url: string): HttpClient => webClient(url, { token: TOKENS.valid, refresh_token: TOKENS.refresh }).client;
