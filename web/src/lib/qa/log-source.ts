import { waitingEvents } from "./read-tap";

/**
 * Where the failure page finds the session's log. The domain store registers it when it loads;
 * this module imports nothing but the import-free read tap, so the failure page (in the first chunk) can offer `Скачать журнал`
 * without carrying the model. Before the store loads, the log is the one the tab's previous page
 * kept (issue #21: the chunk failure's automatic reload keeps what led to the failure): its stored
 * entries are handed to the file as they are, never interpreted here (a replay decodes the file).
 */
export const SESSION_LOG_KEY = "course-platform:qa:session-log";

const keptEntries = (): ReadonlyArray<unknown> => {
  try {
    const parsed: unknown = JSON.parse(globalThis.sessionStorage?.getItem(SESSION_LOG_KEY) ?? "[]");
    return Array.isArray(parsed) ? (parsed as ReadonlyArray<unknown>) : [];
  } catch {
    return [];
  }
};

/** The version of the envelopes made here: domain/src/log/envelope.ts's CURRENT_LOG_VERSION (a test keeps them equal). */
export const WAITING_LOG_VERSION = 2;

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Before the store loads (issue #33): the kept log, then what waits for the model (the reads of pages
 * that never loaded it, the failure and the automatic reload) as entries after its last seq.
 */
const keptAndWaiting = (): ReadonlyArray<unknown> => {
  const kept = keptEntries();
  const last = kept.at(-1);
  let seq = isRecord(last) && typeof last.seq === "number" ? last.seq : 0;
  const waiting = waitingEvents().flatMap((item): unknown[] => {
    if (Array.isArray(item)) return [{ at: Date.now(), event: { _tag: "ServerRead", path: item[0], body: item[1] } }];
    return isRecord(item) && typeof item.at === "number" && isRecord(item.event) ? [item] : [];
  });
  return [
    ...kept,
    ...waiting.map((item) => ({ ...(item as Readonly<Record<string, unknown>>), seq: ++seq, v: WAITING_LOG_VERSION })),
  ];
};

let source: () => ReadonlyArray<unknown> = keptAndWaiting;

export const provideLog = (next: () => ReadonlyArray<unknown>): void => {
  source = next;
};

export const recordedLog = (): ReadonlyArray<unknown> => source();
