import type { V3Request, V3Response } from "@pact-foundation/pact";
import type { HttpClient } from "@app/web/lib/api/http-client";
import { createPact } from "./pact-setup";
import { expectSessionEnds, refusedRefresh, unauthorized } from "./error-answers";

export type Interaction = { readonly state: string; readonly description: string; readonly request: V3Request; readonly response: V3Response };

/**
 * Pins one interaction and runs the client against it. One interaction per mock server: the
 * Pact mock cannot tell provider states apart, so two interactions with the same request would
 * shadow each other.
 */
export const pin = async ({ state, description, request, response }: Interaction, check: (url: string) => Promise<void>): Promise<void> => {
  const pact = createPact();
  pact.given(state).uponReceiving(description).withRequest(request).willRespondWith(response);
  await pact.executeTest((server) => check(server.url));
};

/** Pins a 401 to an expired token plus the refused refresh, and checks that the client ends the session. */
export const pinExpired = async (state: string, description: string, request: V3Request, call: (client: HttpClient) => Promise<unknown>): Promise<void> => {
  const pact = createPact();
  refusedRefresh(pact, state);
  pact.given(state).uponReceiving(description).withRequest(request).willRespondWith(unauthorized);
  await pact.executeTest((server) => expectSessionEnds(server.url, call));
};
