/**
 * The seam between the API client's fetch and QA record and replay (issue #21). It imports nothing:
 * the client sits in the first chunk and must not carry the model.
 *
 * - Recording: every answered read (a GET of JSON) is handed to `tapRead` with its path after `/api/`
 *   (query included). Until the domain store registers where reads go (`onReads`), the first few wait.
 * - Replay: while a replay is on, `replayedRead` answers a GET from the log at the replay's position
 *   (the last answer to that path recorded before it), so the screens render from the log with the
 *   network off; `undefined` means the log never read that path.
 */
import type { ReviewLockView } from "@app/domain/api/review";

/**
 * The log-only events that reach the log through this seam: the API's answers, the page's failures
 * (issue #33: a chunk that did not load, the automatic reload, the failure page), and the review
 * desk's locks (issue #34).
 */
export type TappedEvent =
  | { readonly _tag: "ServerRead"; readonly path: string; readonly body: unknown }
  | { readonly _tag: "PageFailed"; readonly what: string; readonly path: string; readonly reload: boolean }
  | { readonly _tag: "PageOpened"; readonly path: string }
  | { readonly _tag: "ReviewLockChanged"; readonly submission: number; readonly lock: ReviewLockView | null };
/** A tapped event with when it happened (epoch ms). */
export type Tapped = { readonly at: number; readonly event: TappedEvent };
type Tap = (event: TappedEvent) => void;

const WAITING_LIMIT = 200;
let tap: Tap | null = null;
const waiting: Tapped[] = [];

/**
 * Reads whose answers are not recorded: big or binary, or already in the model (the authored course),
 * or a sent report's log (issue #33: an admin's log would carry the student's whole log).
 */
const SKIPPED = [
  /^files\//,
  /^courses\/[^/?]+\/content(\?|$)/,
  /^courses\/[^/?]+\/export(\?|$)/,
  /^dev\//,
  /^bug-reports(\/|\?|$)/,
];
export const isRecordedRead = (path: string): boolean => !SKIPPED.some((pattern) => pattern.test(path));

const hand = (event: TappedEvent): void => {
  if (tap !== null) tap(event);
  else if (waiting.length < WAITING_LIMIT) waiting.push({ at: Date.now(), event });
};

export const tapRead = (path: string, body: unknown): void => {
  if (isRecordedRead(path)) hand({ _tag: "ServerRead", path, body });
};

/** The key a work's lock is replayed under (lib/qa/replay-reads.ts), beside the reads. */
export const lockKey = (submission: number): string => `submissions/${submission}/lock`;

/**
 * The review desk took a work's lock or learned who holds it (`lock`), or let it go (null): recorded
 * (issue #34), so a replay of the log shows the same `Проверяет …` without the network.
 */
export const tapLock = (submission: number, lock: ReviewLockView | null): void =>
  hand({ _tag: "ReviewLockChanged", submission, lock });

/**
 * The page failed (issue #33): recorded into the log, or, before the model has loaded, kept with the
 * waiting reads, so the failure page's log ends with it. `reload`: the app reloads by itself now, so
 * what waits is kept for the next page at once.
 */
export const tapFailure = (what: string, reload: boolean): void => {
  hand({
    _tag: "PageFailed",
    what,
    path: `${globalThis.location?.pathname ?? ""}${globalThis.location?.search ?? ""}`,
    reload,
  });
  if (reload) keepWaiting();
};

/**
 * The addresses the window goes to (issue #33 row 10: the constructor's selection is in its address),
 * each once: the first page, then every change the router makes (wouter dispatches `pushState` and
 * `replaceState` events) or Back and Forward do.
 */
let lastPage: string | null = null;
const notePage = (): void => {
  const location = globalThis.location;
  if (location === undefined) return;
  const path = `${location.pathname}${location.search}`;
  if (path === lastPage) return;
  lastPage = path;
  hand({ _tag: "PageOpened", path });
};
for (const name of ["popstate", "pushState", "replaceState"]) globalThis.addEventListener?.(name, notePage);
notePage();

/** Where tapped events go from now on (the domain store, once loaded); those that waited go first, in order. */
export const onTapped = (next: Tap): void => {
  tap = next;
  for (const { event } of waiting.splice(0)) next(event);
};

/** Where reads go: `onTapped` for the reads alone. */
export const onReads = (next: (path: string, body: unknown) => void): void =>
  onTapped((event) => {
    if (event._tag === "ServerRead") next(event.path, event.body);
  });

/**
 * A page that never loaded the model (the student's course list) keeps its reads (and failures) for
 * the tab's next page, which puts them into the log it takes over (lib/qa/log-persistence.ts).
 */
export const PENDING_READS_KEY = "course-platform:qa:pending-reads";

const storedPending = (): unknown[] => {
  try {
    const parsed: unknown = JSON.parse(globalThis.sessionStorage?.getItem(PENDING_READS_KEY) ?? "[]");
    return Array.isArray(parsed) ? (parsed as unknown[]) : [];
  } catch {
    return [];
  }
};

function keepWaiting(): void {
  if (tap !== null || waiting.length === 0) return;
  try {
    const kept = [...storedPending(), ...waiting.splice(0)].slice(-WAITING_LIMIT);
    globalThis.sessionStorage?.setItem(PENDING_READS_KEY, JSON.stringify(kept));
  } catch {
    // storage full or off: those reads are not kept
  }
}
globalThis.addEventListener?.("pagehide", keepWaiting);

/** The reads (and failures) earlier pages of this tab kept, taken (the key is cleared); to be decoded by the caller. */
export const takePendingReads = (): unknown => {
  try {
    const text = globalThis.sessionStorage?.getItem(PENDING_READS_KEY) ?? null;
    globalThis.sessionStorage?.removeItem(PENDING_READS_KEY);
    return text === null ? [] : (JSON.parse(text) as unknown);
  } catch {
    return [];
  }
};

/**
 * What waits for the model, not taken: the kept events of earlier pages, then this page's (the
 * failure page's log before the model has loaded, lib/qa/log-source.ts). Items are `Tapped`, or an
 * older page's `[path, body]` read.
 */
export const waitingEvents = (): ReadonlyArray<unknown> => [...storedPending(), ...waiting];

let source: ((path: string) => unknown) | null = null;

/** The replay's answers (null: no replay). */
export const answerReadsFrom = (next: ((path: string) => unknown) | null): void => {
  source = next;
};

export const isReplayingReads = (): boolean => source !== null;

export const replayedRead = (path: string): unknown => source?.(path);

/** The path after `/api/`, with its query: the key of a recorded read. */
export const apiPathOf = (url: string): string | null => {
  const at = url.indexOf("/api/");
  return at < 0 ? null : url.slice(at + "/api/".length);
};
