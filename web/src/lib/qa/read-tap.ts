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
