import { onlineManager } from "@tanstack/react-query";
import { apiPathOf, isReplayingReads, replayedRead, tapRead } from "../qa/read-tap";

/**
 * QA replay runs with the network off (issue #9): no request leaves the app, so a replayed session
 * can neither read nor change the server. The API client's fetch refuses while it is off, except
 * the reads a replayed log answers (issue #21, `lib/qa/read-tap.ts`): then TanStack Query stays
 * online and the screens read the log. Live, every answered read is recorded for QA.
 */
let off = false;

export const isNetworkOff = (): boolean => off;

export const setNetworkOff = (next: boolean): void => {
  off = next;
  onlineManager.setOnline(!next || isReplayingReads());
};

const methodOf = (input: RequestInfo | URL, init?: RequestInit): string =>
  (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();

const urlOf = (input: RequestInfo | URL): string =>
  typeof input === "string" ? input : input instanceof URL ? input.href : input.url;

const answerFromLog = (path: string | null): Promise<Response> | null => {
  if (path === null) return null;
  const body = replayedRead(path);
  if (body === undefined) return null;
  return Promise.resolve(
    new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } }),
  );
};

const record = (path: string, response: Response): void => {
  if (!response.ok || !(response.headers.get("Content-Type") ?? "").includes("application/json")) return;
  response
    .clone()
    .json()
    .then(
      (body: unknown) => tapRead(path, body),
      () => undefined,
    );
};

/** `fetch`, refused with a network error while the switch is off (a replayed read excepted); live reads are recorded. */
export const switchedFetch: typeof fetch = (input, init) => {
  const isRead = methodOf(input, init) === "GET";
  const path = isRead ? apiPathOf(urlOf(input)) : null;
  if (off) return answerFromLog(path) ?? Promise.reject(new TypeError("the network is off (QA replay)"));
  const response = fetch(input, init);
  if (path !== null)
    void response.then(
      (answer) => record(path, answer),
      () => undefined,
    );
  return response;
};
