import { expect } from "vitest";
import type { HttpClient } from "@app/web/lib/api/http-client";
import { ERROR_MESSAGES } from "@app/domain/errors/catalogue";
import { signedInClient } from "./web-client";
import { AUTH, JSON_AUTH } from "./headers";
import { forbidden } from "./error-bodies";
import { failureOf } from "./refusal";
import { pinned } from "./pin";
import { pinSessionEnds } from "./session-expiry";

export type PinnedRequest = {
  readonly method: "GET" | "POST" | "PUT" | "DELETE";
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
  const api = (url: string) => make(signedInClient(url));
  const refused = (
    state: string,
    description: string,
    request: PinnedRequest,
    call: Call,
    message: string = ERROR_MESSAGES.forbidden,
  ) =>
    pinned(
      (pact) =>
        pact
          .given(state)
          .uponReceiving(description)
          .withRequest({ ...request, headers: headersFor(request) })
          .willRespondWith(forbidden(message)),
      async (url) => {
        const error = await failureOf(call(api(url)));
        expect([error?.status, error?.message]).toEqual([403, message]);
      },
    );
  const expired = (description: string, request: PinnedRequest, call: Call) =>
    pinSessionEnds(expiredState, description, request, (client) => call(make(client)));
  return { api, refused, expired };
};
