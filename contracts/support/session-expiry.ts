import { expect } from "vitest";
import { MatchersV3, type PactV3, type V3Request } from "@pact-foundation/pact";
import type { HttpClient } from "@app/web/lib/api/http-client";
import { TOKENS } from "./pact-setup";
import { webClient } from "./web-client";
import { bearer, JSON_HEADERS } from "./headers";
import { unauthorized } from "./error-bodies";
import { failureOf } from "./refusal";
import { pinned } from "./pin";

const { fromProviderState } = MatchersV3;

/**
 * Pinning "a call with an expired token answers 401, then the client's refresh with the revoked
 * refresh token answers 401 too": the client must surface the 401 and end the session. Each
 * `state` must seed an expired access token and a revoked refresh token (see provider/states/sessions.ts).
 */

/** The client's tokens in a session whose access token expired and whose refresh token was revoked. */
export const EXPIRED_SESSION = { token: TOKENS.expired, refresh_token: TOKENS.revokedRefresh } as const;

export const REFUSED_REFRESH = "a token refresh with a revoked refresh token";

/** A call made with the expired token answers 401 (a body, when sent, goes as JSON). */
export const pinExpiredCall = (pact: PactV3, state: string, description: string, request: V3Request): void => {
  const json = request.body === undefined ? {} : JSON_HEADERS;
  pact
    .given(state)
    .uponReceiving(description)
    .withRequest({ ...request, headers: { ...json, ...request.headers, ...bearer(TOKENS.expired) } })
    .willRespondWith(unauthorized);
};

/** The refresh the client tries after that 401, refused because the session was revoked. */
export const pinRefusedRefresh = (pact: PactV3, state: string, description: string = REFUSED_REFRESH): void => {
  pact
    .given(state)
    .uponReceiving(description)
    .withRequest({
      method: "POST",
      path: "/api/token/refresh",
      headers: JSON_HEADERS,
      body: { refresh_token: fromProviderState("${refreshToken}", TOKENS.revokedRefresh) },
    })
    .willRespondWith(unauthorized);
};

/** A call through a client holding EXPIRED_SESSION surfaces 401, and the client ends the session. */
export const expectSessionEnds = async (url: string, call: (client: HttpClient) => Promise<unknown>): Promise<void> => {
  const rig = webClient(url, EXPIRED_SESSION);
  expect((await failureOf(call(rig.client)))?.status).toBe(401);
  expect(rig.expiredCount()).toBe(1);
  expect(rig.store.get()).toBeNull();
};

/** Both pins and the check, on a mock server of their own. */
export const pinSessionEnds = (
  state: string,
  description: string,
  request: V3Request,
  call: (client: HttpClient) => Promise<unknown>,
): Promise<void> =>
  pinned(
    (pact) => {
      pinExpiredCall(pact, state, description, request);
      pinRefusedRefresh(pact, state);
    },
    (url) => expectSessionEnds(url, call),
  );
