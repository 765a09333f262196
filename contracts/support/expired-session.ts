import { MatchersV3, type PactV3 } from "@pact-foundation/pact";
import { ERROR_MESSAGES } from "@app/domain/errors/catalogue";
import { TOKENS } from "./pact-setup";

const { like, fromProviderState } = MatchersV3;

type Method = "GET" | "POST" | "PUT" | "DELETE";
type Call = {
  readonly method: Method;
  readonly path: string;
  readonly query?: Record<string, string>;
  readonly body?: Record<string, unknown>;
};

/** The client's tokens in a session whose access token expired and whose refresh token was revoked. */
export const EXPIRED_SESSION = { token: TOKENS.expired, refresh_token: TOKENS.revokedRefresh } as const;

/**
 * Pins a call answered 401 for an expired token, and the refresh the client then tries, answered
 * 401 because the session was revoked: the client must end the session and surface the 401.
 * `state` must seed an expired access token and a revoked refresh token (see the area's states).
 */
export const expiredSession = (pact: PactV3, state: string, description: string, call: Call): void => {
  const json: Record<string, string> = call.body === undefined ? {} : { "Content-Type": "application/json" };
  pact
    .given(state)
    .uponReceiving(description)
    .withRequest({ ...call, headers: { ...json, Authorization: `Bearer ${TOKENS.expired}` } })
    .willRespondWith({ status: 401, body: { error: { message: like(ERROR_MESSAGES.unauthorized) } } });
  pact
    .given(state)
    .uponReceiving("a token refresh with a revoked refresh token")
    .withRequest({
      method: "POST",
      path: "/api/token/refresh",
      headers: { "Content-Type": "application/json" },
      body: { refresh_token: fromProviderState("${refreshToken}", TOKENS.revokedRefresh) },
    })
    .willRespondWith({ status: 401, body: { error: { message: like(ERROR_MESSAGES.unauthorized) } } });
};
