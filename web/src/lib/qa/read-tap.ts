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
type Tap = (path: string, body: unknown) => void;

const WAITING_LIMIT = 200;
let tap: Tap | null = null;
const waiting: Array<readonly [string, unknown]> = [];

/** Reads whose answers are not recorded: big or binary, or already in the model (the authored course). */
const SKIPPED = [/^files\//, /^courses\/[^/?]+\/content(\?|$)/, /^courses\/[^/?]+\/export(\?|$)/, /^dev\//];
export const isRecordedRead = (path: string): boolean => !SKIPPED.some((pattern) => pattern.test(path));

export const tapRead = (path: string, body: unknown): void => {
  if (!isRecordedRead(path)) return;
  if (tap !== null) tap(path, body);
  else if (waiting.length < WAITING_LIMIT) waiting.push([path, body]);
};

export const onReads = (next: Tap): void => {
  tap = next;
  for (const [path, body] of waiting.splice(0)) next(path, body);
};

/**
 * A page that never loaded the model (the student's course list) keeps its reads for the tab's next
 * page, which puts them into the log it takes over (lib/qa/log-persistence.ts).
 */
export const PENDING_READS_KEY = "course-platform:qa:pending-reads";

const keepWaiting = (): void => {
  if (tap !== null || waiting.length === 0) return;
  try {
    const before: unknown = JSON.parse(globalThis.sessionStorage?.getItem(PENDING_READS_KEY) ?? "[]");
    const kept = [...(Array.isArray(before) ? (before as unknown[]) : []), ...waiting].slice(-WAITING_LIMIT);
    globalThis.sessionStorage?.setItem(PENDING_READS_KEY, JSON.stringify(kept));
  } catch {
    // storage full or off: those reads are not kept
  }
};
globalThis.addEventListener?.("pagehide", keepWaiting);

/** The reads earlier pages of this tab kept, taken (the key is cleared); to be decoded by the caller. */
export const takePendingReads = (): unknown => {
  try {
    const text = globalThis.sessionStorage?.getItem(PENDING_READS_KEY) ?? null;
    globalThis.sessionStorage?.removeItem(PENDING_READS_KEY);
    return text === null ? [] : (JSON.parse(text) as unknown);
  } catch {
    return [];
  }
};

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
