import * as Result from "effect/Result";
import { parseLog, type LogError } from "@app/domain/log/decode-log";
import type { Envelope } from "@app/domain/log/envelope";

/**
 * The QA panel's log decoder, off the main thread (issue #33: a 50,000-event log froze the page while
 * it was parsed and decoded). Gets the chosen file itself, so its text is read here and never copied
 * between threads; parses and decodes it once (one Schema decoder for the whole array), then answers
 * the entries in batches of `BATCH`: each message costs the page one short task to take in (one
 * message of 50,000 entries was a long one), and the batches are the progress of that step.
 */
export type DecodedMessage =
  | { readonly _tag: "Entries"; readonly entries: ReadonlyArray<Envelope>; readonly total: number }
  | { readonly _tag: "Refused"; readonly error: LogError };

/** Entries per message: about 25 ms for the page to take in. */
const BATCH = 5_000;

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<Blob>) => void) | null;
  postMessage: (message: DecodedMessage) => void;
};

const decode = async (file: Blob): Promise<void> => {
  const decoded = parseLog(await file.text());
  if (Result.isFailure(decoded)) return scope.postMessage({ _tag: "Refused", error: decoded.failure });
  const entries = decoded.success;
  if (entries.length === 0) return scope.postMessage({ _tag: "Entries", entries, total: 0 });
  for (let from = 0; from < entries.length; from += BATCH)
    scope.postMessage({ _tag: "Entries", entries: entries.slice(from, from + BATCH), total: entries.length });
};

scope.onmessage = (event) => void decode(event.data);
