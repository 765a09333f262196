import type * as Schema from "effect/Schema";
import * as Result from "effect/Result";
import { RefreshResponse, type TokenPair } from "@app/domain/api/auth";
import { decodeWith, describeProblems } from "@app/domain/api/decode";
import { ApiError, decodeErrorBody } from "./api-error";
import type { TokenStore } from "./token-store";
import { singleFlightRefresh, type RefreshLock } from "./refresh-queue";

export type HttpClientOptions = {
  /** Read on every call, so the base URL can change at run time (SPEC §3 app.baseURL). */
  readonly baseURL: () => string;
  readonly tokens: TokenStore;
  /** Called once when a refresh fails: the session is over. */
  readonly onSessionExpired: () => void;
  readonly fetch?: typeof fetch;
  /** Serializes refreshes across tabs (navigator.locks in the browser). */
  readonly lock?: RefreshLock;
};

export type RequestOptions<S extends Schema.Decoder<unknown>> = {
  readonly method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  readonly body?: unknown;
  readonly form?: FormData;
  readonly schema: S;
  readonly query?: Readonly<Record<string, string | number | undefined>>;
  /** Used instead of the client's fetch for this call, e.g. to report upload progress. */
  readonly transport?: typeof fetch;
};

export type HttpClient = {
  request<S extends Schema.Decoder<unknown>>(path: string, options: RequestOptions<S>): Promise<S["Type"]>;
};

const queryString = (query: RequestOptions<Schema.Decoder<unknown>>["query"]): string => {
  if (query === undefined) return "";
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
};

/**
 * The API client (SPEC §7): JSON with a bearer token, every answer decoded with a Schema.
 * On a 401 it refreshes once (single flight), replays every call that failed meanwhile with the
 * new token, and holds calls started during the refresh until it ends. The refresh call goes
 * around this path, so it never loops through its own 401 handling.
 */
export const createHttpClient = (options: HttpClientOptions): HttpClient => {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));

  const send = async (
    path: string,
    init: RequestInit,
    token: string | null,
    transport = doFetch,
  ): Promise<Response> => {
    const headers = new Headers(init.headers);
    headers.set("Accept", "application/json");
    if (token !== null) headers.set("Authorization", `Bearer ${token}`);
    try {
      return await transport(`${options.baseURL()}/api/${path}`, { ...init, headers });
    } catch {
      throw new ApiError(0, null);
    }
  };

  const refreshCall = async (pair: TokenPair): Promise<TokenPair | null> => {
    const response = await send(
      "token/refresh",
      {
        method: "POST",
        body: JSON.stringify({ refresh_token: pair.refresh_token }),
        headers: { "Content-Type": "application/json" },
      },
      null,
    );
    // Issue #15: a refresh that got no verdict on the pair (no answer at all, a throttle or a
    // server failure) keeps the pair: the call fails, the session goes on. Only a refusal ends it.
    if (response.status === 429 || response.status >= 500)
      throw new ApiError(response.status, decodeErrorBody(await readJson(response)));
    if (!response.ok) return null;
    const decoded = decodeWith(RefreshResponse)(await response.json().catch(() => null));
    return Result.isSuccess(decoded) ? decoded.success.data : null;
  };

  const refresh = singleFlightRefresh({
    tokens: options.tokens,
    call: refreshCall,
    lock: options.lock,
    onExpired: options.onSessionExpired,
  });

  const readJson = async (response: Response): Promise<unknown> => {
    const text = await response.text();
    if (text === "") return null;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return null;
    }
  };

  return {
    async request(path, { method = "GET", body, form, schema, query, transport }) {
      const init: RequestInit = { method };
      if (form !== undefined) init.body = form;
      else if (body !== undefined) {
        init.body = JSON.stringify(body);
        init.headers = { "Content-Type": "application/json" };
      }
      const url = `${path}${queryString(query)}`;

      await refresh.settled();
      const sentWith = options.tokens.get();
      let response = await send(url, init, sentWith?.token ?? null, transport);
      if (response.status === 401 && sentWith !== null) {
        const fresh = await refresh.after(sentWith);
        if (fresh === null) throw new ApiError(401, decodeErrorBody(await readJson(response)));
        response = await send(url, init, fresh.token, transport);
      }
      const json = await readJson(response);
      if (!response.ok) throw new ApiError(response.status, decodeErrorBody(json));
      const decoded = decodeWith(schema)(json);
      if (Result.isFailure(decoded)) {
        throw new ApiError(response.status, {
          error: { message: `Unexpected answer from ${path}: ${describeProblems(decoded.failure)}` },
        });
      }
      return decoded.success;
    },
  };
};
