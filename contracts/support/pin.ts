import type { PactV3, V3Request, V3Response } from "@pact-foundation/pact";
import { createPact } from "./pact-setup";

export type Interaction = {
  readonly state: string;
  readonly description: string;
  readonly request: V3Request;
  readonly response: V3Response;
};

/**
 * Runs one group of interactions on its own mock server. The Pact mock cannot tell provider
 * states apart, so requests that differ only by state need one mock each.
 */
export const pinned = async (setup: (pact: PactV3) => void, check: (url: string) => Promise<void>): Promise<void> => {
  const pact = createPact();
  setup(pact);
  await pact.executeTest((server) => check(server.url));
};

/** Pins one interaction on its own mock server and runs the client against it. */
export const pin = (
  { state, description, request, response }: Interaction,
  check: (url: string) => Promise<void>,
): Promise<void> =>
  pinned((pact) => pact.given(state).uponReceiving(description).withRequest(request).willRespondWith(response), check);
