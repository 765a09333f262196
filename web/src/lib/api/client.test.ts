import { afterEach, describe, expect, it, vi } from "vitest";
import * as Schema from "effect/Schema";

/**
 * SPEC §3 / issue #6: the API base URL comes from the build (VITE_API_BASE_URL) and the app
 * state's baseURL overrides it at run time, so one build runs against the mock server or a real
 * backend. The module reads the build value when it loads, as the bundle does.
 */
const loadClient = async (buildBase: string | undefined) => {
  vi.resetModules();
  if (buildBase !== undefined) vi.stubEnv("VITE_API_BASE_URL", buildBase);
  const sent: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((input: RequestInfo | URL) => {
      sent.push(String(input));
      return Promise.resolve(
        new Response(JSON.stringify({ data: [] }), { status: 200, headers: { "Content-Type": "application/json" } }),
      );
    }),
  );
  const { apiClient } = await import("./client");
  const { setBaseURL } = await import("../session/session-store");
  return { apiClient, setBaseURL, sent };
};

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe("API base URL", () => {
  it("without a build value or app state, calls the page's own origin (a relative /api path)", async () => {
    const { apiClient, sent } = await loadClient(undefined);
    await apiClient.request("categories", { schema: Schema.Unknown });
    expect(sent).toEqual(["/api/categories"]);
  });

  it("uses the build-time VITE_API_BASE_URL, without a doubled slash", async () => {
    const { apiClient, sent } = await loadClient("https://backend.example.ru/");
    await apiClient.request("categories", { schema: Schema.Unknown });
    expect(sent).toEqual(["https://backend.example.ru/api/categories"]);
  });

  it("the app state's baseURL overrides the build value at run time, and clearing it falls back", async () => {
    const { apiClient, setBaseURL, sent } = await loadClient("https://backend.example.ru");
    setBaseURL("http://127.0.0.1:3000");
    await apiClient.request("categories", { schema: Schema.Unknown });
    setBaseURL("");
    await apiClient.request("categories", { schema: Schema.Unknown });
    expect(sent).toEqual(["http://127.0.0.1:3000/api/categories", "https://backend.example.ru/api/categories"]);
  });
});
