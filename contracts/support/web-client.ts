import type { TokenPair } from "@app/domain/api/auth";
import { createHttpClient, type HttpClient } from "@app/web/lib/api/http-client";
import { memoryTokenStore } from "@app/web/lib/api/token-store";
import { authApi } from "@app/web/lib/api/auth-api";
import { TOKENS } from "./pact-setup";

/** The tokens of a signed-in client (placeholders the provider swaps for the state's real ones). */
export const SIGNED_IN = { token: TOKENS.valid, refresh_token: TOKENS.refresh } as const;

/** web's real API client, pointed at the Pact mock server. */
export const webClient = (baseURL: string, tokens: TokenPair | null = null) => {
  const store = memoryTokenStore(tokens);
  let expired = 0;
  const client = createHttpClient({
    baseURL: () => baseURL,
    tokens: store,
    onSessionExpired: () => {
      expired += 1;
    },
  });
  return { client, store, auth: authApi(client), expiredCount: () => expired };
};

/** A signed-in web client. */
export const signedInClient = (url: string): HttpClient => webClient(url, SIGNED_IN).client;
