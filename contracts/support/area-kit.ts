import { expect } from "vitest";
import type { PactV3 } from "@pact-foundation/pact";
import { isApiError } from "@app/web/lib/api/api-error";
import type { HttpClient } from "@app/web/lib/api/http-client";
import { ERROR_MESSAGES } from "@app/domain/errors/catalogue";
import { createPact, TOKENS } from "./pact-setup";
import { webClient } from "./web-client";
import { EXPIRED_SESSION, expiredSession } from "./expired-session";
import { errorBody } from "./review-bodies";

export const SIGNED_IN = { token: TOKENS.valid, refresh_token: TOKENS.refresh } as const;
export const AUTH = { Authorization: `Bearer ${TOKENS.valid}` };
export const JSON_AUTH = { ...AUTH, "Content-Type": "application/json" };

/** The ApiError a call rejected with (null when it succeeded or failed otherwise). */
export const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (error: unknown) => (isApiError(error) ? error : null),
  );

/** Runs one group of interactions on its own mock: requests that differ only by state need one each. */
export const pinned = async (setup: (pact: PactV3) => void, test: (url: string) => Promise<void>): Promise<void> => {
  const pact = createPact();
  setup(pact);
  await pact.executeTest((server) => test(server.url));
};

export type PinnedRequest = {
  readonly method: "GET" | "POST" | "DELETE";
  readonly path: string;
  readonly query?: Record<string, string>;
  readonly body?: Record<string, unknown>;
};
export const headersFor = (request: PinnedRequest) => (request.body === undefined ? AUTH : JSON_AUTH);

/**
 * The cases every endpoint of an area repeats, driving the area's real client module: a signed-in
 * client, a 403 for a refused caller, and a 401 for an expired token whose refresh fails too.
 */
export const areaKit = <Api>(make: (client: HttpClient) => Api, expiredState: string) => {
  type Call = (api: Api) => Promise<unknown>;
  const api = (url: string) => make(webClient(url, SIGNED_IN).client);
  const refused = (state: string, description: string, request: PinnedRequest, call: Call, message: string = ERROR_MESSAGES.forbidden) =>
    pinned(
      (pact) => pact.given(state).uponReceiving(description).withRequest({ ...request, headers: headersFor(request) }).willRespondWith({ status: 403, body: errorBody(message) }),
      async (url) => {
        const error = await failureOf(call(api(url)));
        expect([error?.status, error?.message]).toEqual([403, message]);
      },
    );
  const expired = (description: string, request: PinnedRequest, call: Call) =>
    pinned(
      (pact) => expiredSession(pact, expiredState, description, request),
      async (url) => {
        const rig = webClient(url, EXPIRED_SESSION);
        expect((await failureOf(call(make(rig.client))))?.status).toBe(401);
        expect(rig.expiredCount()).toBe(1);
      },
    );
  return { api, refused, expired };
};
