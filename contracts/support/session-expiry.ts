import { MatchersV3, type PactV3 } from "@pact-foundation/pact";
import { ERROR_MESSAGES } from "@app/domain/errors/catalogue";
import { TOKENS } from "./pact-setup";

const { like, fromProviderState } = MatchersV3;

/** The provider state that mints an access token and revokes its session (authoring-states.ts). */
export const REVOKED_SESSION = "authoring: the owner's session has been revoked";
/** The pair the client holds in that state: an expired access token and a revoked refresh token. */
export const REVOKED = { token: TOKENS.expired, refresh_token: TOKENS.revokedRefresh };

type Call = { method: "GET" | "PUT" | "POST" | "DELETE"; path: string; body?: unknown; query?: Record<string, string> };

/** A call with an expired token answers 401 (pin the failed refresh once with `pinFailedRefresh`). */
export const pinSessionExpiry = (pact: PactV3, description: string, call: Call): void => {
  const headers = { Authorization: `Bearer ${TOKENS.expired}`, ...(call.body === undefined ? {} : { "Content-Type": "application/json" }) };
  pact
    .given(REVOKED_SESSION)
    .uponReceiving(description)
    .withRequest({ method: call.method, path: call.path, headers, ...(call.body === undefined ? {} : { body: call.body }), ...(call.query === undefined ? {} : { query: call.query }) })
    .willRespondWith({ status: 401, body: { error: { message: like(ERROR_MESSAGES.unauthorized) } } });
};

/** The refresh the client tries after a 401 answers 401 too: the session is over. */
export const pinFailedRefresh = (pact: PactV3, session = "an authoring session"): void => {
  pact
    .given(REVOKED_SESSION)
    .uponReceiving(`a token refresh with the revoked refresh token of ${session}`)
    .withRequest({ method: "POST", path: "/api/token/refresh", headers: { "Content-Type": "application/json" }, body: { refresh_token: fromProviderState("${refreshToken}", TOKENS.revokedRefresh) } })
    .willRespondWith({ status: 401, body: { error: { message: like(ERROR_MESSAGES.unauthorized) } } });
};
