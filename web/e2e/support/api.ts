import type { APIRequestContext, APIResponse } from "@playwright/test";
import { DEMO_PASSWORD } from "./sign-in";

type FetchOptions = NonNullable<Parameters<APIRequestContext["fetch"]>[1]>;

/** A request's body: JSON data (objects, strings, buffers), as Playwright's `data` takes it. */
export type ApiData = FetchOptions["data"];

/** Everything else Playwright takes for one call (`headers`, `params`, `multipart`, `form`, ...). */
export type ApiOptions = Omit<FetchOptions, "method" | "data">;

/** One user's calls to the e2e server, each with his bearer token; answers are Playwright's own. */
export type Api = {
  get(path: string, options?: ApiOptions): Promise<APIResponse>;
  post(path: string, data?: ApiData, options?: ApiOptions): Promise<APIResponse>;
  put(path: string, data?: ApiData, options?: ApiOptions): Promise<APIResponse>;
  patch(path: string, data?: ApiData, options?: ApiOptions): Promise<APIResponse>;
  delete(path: string, options?: ApiOptions): Promise<APIResponse>;
};

const signIn = async (request: APIRequestContext, email: string, password: string): Promise<string> => {
  const response = await request.post("/api/login", { data: { email, password } });
  if (response.status() !== 200) throw new Error(`POST /api/login as ${email} answered ${response.status()}`);
  return ((await response.json()) as { tokens: { token: string } }).tokens.token;
};

/**
 * Calls the API as `email`, the way the app does it. The e2e server's access tokens live 2 s (GUIDE
 * §1), and a test's page steps between two calls may take longer than that on a loaded machine, so:
 * it signs in lazily on the first call (or starts from `token`, e.g. a fresh registration's), sends
 * `Authorization: Bearer <token>`, and when the server answers 401 it signs in again and resends the
 * call once. A 401 that survives a fresh token is answered as it is, so a test can still see it.
 * Not for tests of the token protocol itself (refresh, logout): those handle their tokens by hand.
 */
export const apiAs = (request: APIRequestContext, email: string, password = DEMO_PASSWORD, token?: string): Api => {
  let current: Promise<string> | undefined = token === undefined ? undefined : Promise.resolve(token);
  const tokenNow = (): Promise<string> => (current ??= signIn(request, email, password));

  const send = async (method: string, path: string, data: ApiData, options: ApiOptions = {}): Promise<APIResponse> => {
    const attempt = async (bearer: string) =>
      request.fetch(path, {
        ...options,
        method,
        ...(data === undefined ? {} : { data }),
        headers: { ...options.headers, Authorization: `Bearer ${bearer}` },
      });
    const used = tokenNow();
    const first = await attempt(await used);
    if (first.status() !== 401) return first;
    // Only one fresh sign-in for calls that failed together with the same expired token.
    if (current === used) current = signIn(request, email, password);
    return attempt(await tokenNow());
  };

  return {
    get: (path, options) => send("GET", path, undefined, options),
    post: (path, data, options) => send("POST", path, data, options),
    put: (path, data, options) => send("PUT", path, data, options),
    patch: (path, data, options) => send("PATCH", path, data, options),
    delete: (path, options) => send("DELETE", path, undefined, options),
  };
};
