import * as Schema from "effect/Schema";
import { describe, expect, it, vi } from "vitest";
import { createHttpClient } from "./http-client";
import { memoryTokenStore } from "./token-store";
import { isApiError } from "./api-error";

const PAIR = { token: "old-access", refresh_token: "old-refresh" };

/** A client whose calls answer 401 and whose refresh answers `refresh`. */
const rig = (refresh: () => Promise<Response>) => {
  const tokens = memoryTokenStore(PAIR);
  const onSessionExpired = vi.fn();
  const client = createHttpClient({
    baseURL: () => "http://test",
    tokens,
    onSessionExpired,
    fetch: (input) =>
      String(input).endsWith("/api/token/refresh") ? refresh() : Promise.resolve(new Response("{}", { status: 401 })),
  });
  const call = () => client.request("my-profile", { schema: Schema.Unknown }).catch((error: unknown) => error);
  return { tokens, onSessionExpired, call };
};

describe("a refresh without a verdict keeps the session (issue #15)", () => {
  it("no answer at all: the call fails as a network error, the pair stays", async () => {
    const { tokens, onSessionExpired, call } = rig(() => Promise.reject(new TypeError("Failed to fetch")));
    const error = await call();
    expect(isApiError(error) && error.status).toBe(0);
    expect(tokens.get()).toEqual(PAIR);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it("a server failure or a throttle: the call fails with that status, the pair stays", async () => {
    for (const status of [500, 503, 429]) {
      const { tokens, onSessionExpired, call } = rig(() =>
        Promise.resolve(new Response(JSON.stringify({ error: { message: "x" } }), { status })),
      );
      const error = await call();
      expect(isApiError(error) && error.status).toBe(status);
      expect(tokens.get()).toEqual(PAIR);
      expect(onSessionExpired).not.toHaveBeenCalled();
    }
  });

  it("a refusal (401) ends the session", async () => {
    const { tokens, onSessionExpired, call } = rig(() =>
      Promise.resolve(new Response(JSON.stringify({ error: { message: "x" } }), { status: 401 })),
    );
    const error = await call();
    expect(isApiError(error) && error.status).toBe(401);
    expect(tokens.get()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });
});
