import { vi } from "vitest";

/** One call the app made to /api, as the fake server saw it. */
export type ApiCall = {
  readonly method: string;
  /** The path after /api/, without the query: "login", "profile/7". */
  readonly path: string;
  readonly query: URLSearchParams;
  /** A JSON body as sent (parsed to compare it), a FormData as is, or undefined. */
  readonly body: unknown;
  /** The bearer token the call carried. */
  readonly token: string | null;
};

/** What the fake server answers: a status and a JSON body (absent: an empty body). */
export type Answer = { readonly status: number; readonly body?: unknown };

/** Answers a call; it may take its time (a promise the test resolves holds the answer back). */
export type Route = (call: ApiCall) => Answer | Promise<Answer>;

/** "METHOD path", e.g. "POST login", "GET catalogue/courses". */
export type RouteKey = `${"GET" | "POST" | "PUT" | "PATCH" | "DELETE"} ${string}`;

export type FakeApi = {
  /** Every call so far, in order (the unanswered ones too). */
  readonly calls: ApiCall[];
  /** The calls to one route. */
  readonly callsTo: (key: RouteKey) => ApiCall[];
  /** Adds or replaces a route. */
  readonly route: (key: RouteKey, answer: Route | Answer) => void;
};

const toRoute = (answer: Route | Answer): Route => (typeof answer === "function" ? answer : () => answer);

const readBody = (body: BodyInit | null | undefined): unknown => {
  if (typeof body !== "string") return body ?? undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
};

const callOf = (input: RequestInfo | URL, init: RequestInit | undefined): ApiCall | null => {
  const url = new URL(input instanceof Request ? input.url : String(input), "http://app.test");
  const path = /^\/api\/(.*)$/.exec(url.pathname)?.[1];
  if (path === undefined) return null;
  const authorization = new Headers(init?.headers).get("Authorization");
  return {
    method: (init?.method ?? "GET").toUpperCase(),
    path,
    query: url.searchParams,
    body: readBody(init?.body),
    token: authorization?.replace(/^Bearer /, "") ?? null,
  };
};

const respond = ({ status, body }: Answer): Response =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });

/**
 * The server, faked at the app's own seam: the global `fetch` its API client calls (lib/api/client.ts
 * goes through it), so every answer is read, decoded and handled by the app's real code. No network:
 * a call no route answers gets a 404 with the API's error body, and stays listed in `calls`.
 */
export const fakeApi = (routes: Partial<Record<RouteKey, Route | Answer>> = {}): FakeApi => {
  const table = new Map<string, Route>();
  for (const [key, answer] of Object.entries(routes)) if (answer !== undefined) table.set(key, toRoute(answer));
  const calls: ApiCall[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const call = callOf(input, init);
    if (call === null) throw new TypeError(`not an API call: ${String(input)}`);
    calls.push(call);
    const route = table.get(`${call.method} ${call.path}`);
    return respond(
      route === undefined ? { status: 404, body: { error: { message: "Страница не найдена!" } } } : await route(call),
    );
  });
  return {
    calls,
    callsTo: (key) => calls.filter((call) => `${call.method} ${call.path}` === key),
    route: (key, answer) => table.set(key, toRoute(answer)),
  };
};
