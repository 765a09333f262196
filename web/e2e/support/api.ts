import type { APIRequestContext, APIResponse } from "@playwright/test";
import { DEMO_PASSWORD } from "./signed-in";

type FetchOptions = NonNullable<Parameters<APIRequestContext["fetch"]>[1]>;

/** A request's body: JSON data (objects, strings, buffers), as Playwright's `data` takes it. */
export type ApiData = FetchOptions["data"];

/** Everything else Playwright takes for one call (`headers`, `params`, `multipart`, `form`, ...). */
export type ApiOptions = Omit<FetchOptions, "method" | "data">;

/** One user's calls to the test's server (the `request` fixture's baseURL), each with his bearer token; answers are Playwright's own. */
export type Api = {
  get(path: string, options?: ApiOptions): Promise<APIResponse>;
  post(path: string, data?: ApiData, options?: ApiOptions): Promise<APIResponse>;
  put(path: string, data?: ApiData, options?: ApiOptions): Promise<APIResponse>;
  patch(path: string, data?: ApiData, options?: ApiOptions): Promise<APIResponse>;
  delete(path: string, options?: ApiOptions): Promise<APIResponse>;
};

/** The pair a caller holds; `refresh` is missing when a test starts from a bare access token. */
type Pair = { token: string; refresh?: string };

const signIn = async (request: APIRequestContext, email: string, password: string): Promise<Pair> => {
  const response = await request.post("/api/login", { data: { email, password } });
  if (response.status() !== 200) throw new Error(`POST /api/login as ${email} answered ${response.status()}`);
  const { tokens } = (await response.json()) as { tokens: { token: string; refresh_token: string } };
  return { token: tokens.token, refresh: tokens.refresh_token };
};

/** The next pair of the same session, or undefined when the server no longer knows it (then: sign in). */
const refreshed = async (request: APIRequestContext, pair: Pair): Promise<Pair | undefined> => {
  if (pair.refresh === undefined) return undefined;
  const response = await request.post("/api/token/refresh", { data: { refresh_token: pair.refresh } });
  if (response.status() !== 200) return undefined;
  const { data } = (await response.json()) as { data: { token: string; refresh_token: string } };
  return { token: data.token, refresh: data.refresh_token };
};

/**
 * Calls the API as `email`, the way the app does it: it signs in on the first call (or starts from
 * `pair`, e.g. a fresh registration's) and sends `Authorization: Bearer <token>`. Each test has the
 * server to itself and tokens live their normal 900 s, so a 401 means the test moved time past the
 * token's life (`time.expireAccessTokens()`): then it refreshes the pair, as the app would (signing
 * in again only when the session is gone, e.g. past the refresh token's life), and resends the call
 * once. A 401 that survives a fresh token is answered as it is, so a test can still see it.
 * Not for tests of the token protocol itself (refresh, logout): those handle their tokens by hand.
 */
export const apiAs = (request: APIRequestContext, email: string, password = DEMO_PASSWORD, pair?: Pair): Api => {
  let current: Promise<Pair> | undefined = pair === undefined ? undefined : Promise.resolve(pair);
  const pairNow = (): Promise<Pair> => (current ??= signIn(request, email, password));
  const renew = async (spent: Pair): Promise<Pair> =>
    (await refreshed(request, spent)) ?? signIn(request, email, password);

  const send = async (method: string, path: string, data: ApiData, options: ApiOptions = {}): Promise<APIResponse> => {
    const attempt = async (bearer: string) =>
      request.fetch(path, {
        ...options,
        method,
        ...(data === undefined ? {} : { data }),
        headers: { ...options.headers, Authorization: `Bearer ${bearer}` },
      });
    const used = pairNow();
    const first = await attempt((await used).token);
    if (first.status() !== 401) return first;
    // Only one renewal for calls that failed together with the same expired token.
    if (current === used) current = renew(await used);
    return attempt((await pairNow()).token);
  };

  return {
    get: (path, options) => send("GET", path, undefined, options),
    post: (path, data, options) => send("POST", path, data, options),
    put: (path, data, options) => send("PUT", path, data, options),
    patch: (path, data, options) => send("PATCH", path, data, options),
    delete: (path, options) => send("DELETE", path, undefined, options),
  };
};
