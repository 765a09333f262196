import * as Result from "effect/Result";
import * as Schema from "effect/Schema";
import { parseLog } from "@app/domain/log/decode-log";
import { serializeLog } from "@app/domain/log/stable-json";
import { initialState } from "@app/domain/model/state";
import { PageFailed, PageOpened, ReviewLockChanged, ServerRead } from "@app/domain/log/log-events";
import type { EventLog } from "../model/event-log";
import { serializedLengthAtLeast } from "./log-size";
import { SESSION_LOG_KEY } from "./log-source";
import { takePendingReads } from "./read-tap";

/**
 * What pages of this tab that never loaded the model kept (lib/qa/read-tap.ts): their reads and
 * failures with their times; a page of an older build kept `[path, body]` reads.
 */
const Pending = Schema.Array(
  Schema.Union([
    Schema.Struct({
      at: Schema.Finite,
      event: Schema.Union([ServerRead, PageFailed, PageOpened, ReviewLockChanged]),
    }),
    Schema.Tuple([Schema.String, Schema.Unknown]),
  ]),
);
type Pending = typeof Pending.Type;
type PendingEvent = ServerRead | PageFailed | PageOpened | ReviewLockChanged;

/** The pending items as log events with their times (an older read: `now`). */
export const pendingEvents = (
  items: unknown,
  now: number,
): ReadonlyArray<{ readonly at: number; readonly event: PendingEvent }> => {
  const decoded = Schema.decodeUnknownResult(Pending)(items);
  if (Result.isFailure(decoded)) return [];
  return decoded.success.map((item: Pending[number]) =>
    Array.isArray(item)
      ? { at: now, event: { _tag: "ServerRead" as const, path: item[0], body: item[1] } }
      : (item as { readonly at: number; readonly event: PendingEvent }),
  );
};

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

/**
 * Whether trimming would give the same text again: of two entries a trim drops only the first, and
 * when that is already the snapshot of a trim it comes back as the same snapshot (issue #29: the
 * snapshot of a course of 30,000 blocks never fits, and each try cost a replay and a serialization).
 */
const cannotShrink = (log: EventLog): boolean => {
  const first = log.first()?.event;
  return log.size() === 2 && first?._tag === "StateSnapshot" && first.reason === "wrap";
};

/**
 * Writes the log for the tab's next page, within the budget; a log that does not fit even trimmed is
 * not kept. A log whose size is known to pass the budget without writing it (`serializedLengthAtLeast`:
 * a course of 30,000 blocks) is trimmed at once: its text is never made only to be thrown away.
 */
export const keepLog = (log: EventLog, store = storage(), budget = BUDGET): void => {
  if (store === null) return;
  for (let attempt = 0; attempt < 8; attempt++) {
    const entries = log.entries();
    const text = serializedLengthAtLeast(entries, budget) > budget ? null : serializeLog(entries);
    if (text !== null && text.length <= budget) {
      try {
        store.setItem(SESSION_LOG_KEY, text);
        return;
      } catch {
        // over the browser's quota: trim as for the budget
      }
    }
    if (log.size() <= 1 || cannotShrink(log)) break;
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
  for (const { at, event } of pendingEvents(takePendingReads(), now)) log.append([event], at);
  if (kept.length > 0) log.append([{ _tag: "StateSnapshot", reason: "reload", state: initialState() }], now);
  globalThis.addEventListener?.("pagehide", () => keepLog(log, store));
};
