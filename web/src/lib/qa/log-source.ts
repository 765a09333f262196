/**
 * Where the failure page finds the session's log. The domain store registers it when it loads;
 * this module imports nothing, so the failure page (in the first chunk) can offer `Скачать журнал`
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

let source: () => ReadonlyArray<unknown> = keptEntries;

export const provideLog = (next: () => ReadonlyArray<unknown>): void => {
  source = next;
};

export const recordedLog = (): ReadonlyArray<unknown> => source();
