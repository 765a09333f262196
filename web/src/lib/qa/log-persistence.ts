import * as Result from "effect/Result";
import * as Schema from "effect/Schema";
import { parseLog } from "@app/domain/log/decode-log";
import { serializeLog } from "@app/domain/log/stable-json";
import { initialState } from "@app/domain/model/state";
import type { EventLog } from "../model/event-log";
import { SESSION_LOG_KEY } from "./log-source";
import { takePendingReads } from "./read-tap";

/** Reads kept by pages of this tab that never loaded the model: path and body. */
const PendingReads = Schema.Array(Schema.Tuple([Schema.String, Schema.Unknown]));

/**
 * One log per tab session (issue #21): the log is kept in sessionStorage when the page goes away
 * (a reload, the chunk failure's automatic reload, a navigation) and taken over by the next page of
 * the same tab, which marks where it began with a snapshot of the model it starts from (the empty
 * model: its own events bring the rest). sessionStorage holds a few MB, so a log is kept within
 * `BUDGET` characters: a larger one drops its oldest entries, and starts with their snapshot, as
 * the ring does when it is full.
 */
export const BUDGET = 4_000_000;

const storage = (): Storage | null => {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
};

/** The log the previous page of this tab kept, decoded (migrations included); nothing when absent or not a log. */
export const readKeptLog = (store = storage()): ReturnType<EventLog["entries"]> => {
  let text: string | null;
  try {
    text = store?.getItem(SESSION_LOG_KEY) ?? null;
  } catch {
    return [];
  }
  if (text === null) return [];
  const decoded = parseLog(text);
  return Result.isSuccess(decoded) ? decoded.success : [];
};

/** Writes the log for the tab's next page, within the budget; a log that does not fit even trimmed is not kept. */
export const keepLog = (log: EventLog, store = storage(), budget = BUDGET): void => {
  if (store === null) return;
  for (let attempt = 0; attempt < 8; attempt++) {
    const text = serializeLog(log.entries());
    if (text.length <= budget) {
      try {
        store.setItem(SESSION_LOG_KEY, text);
        return;
      } catch {
        // over the browser's quota: trim as for the budget
      }
    }
    if (log.size() <= 1) break;
    log.trimTo(Math.floor(log.size() / 2));
  }
  try {
    store.removeItem(SESSION_LOG_KEY);
  } catch {
    // nothing kept
  }
};

/**
 * Takes over the log the previous page of this tab kept (and the reads of pages between that never
 * loaded the model), marks the reload with a snapshot of the empty model (the state this page starts
 * from), and keeps the log again when this page goes away.
 */
export const keepLogAcrossReloads = (log: EventLog, now: number, store = storage()): void => {
  const kept = readKeptLog(store);
  if (kept.length > 0) log.restore(kept);
  const pending = Schema.decodeUnknownResult(PendingReads)(takePendingReads());
  if (Result.isSuccess(pending))
    log.append(
      pending.success.map(([path, body]) => ({ _tag: "ServerRead", path, body })),
      now,
    );
  if (kept.length > 0) log.append([{ _tag: "StateSnapshot", reason: "reload", state: initialState() }], now);
  globalThis.addEventListener?.("pagehide", () => keepLog(log, store));
};
