import type { TokenPair } from "@app/domain/api/auth";
import { createHttpClient } from "@app/web/lib/api/http-client";
import { memoryTokenStore } from "@app/web/lib/api/token-store";
import { authApi } from "@app/web/lib/api/auth-api";

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
