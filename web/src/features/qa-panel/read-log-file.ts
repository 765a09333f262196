import * as Result from "effect/Result";
import { parseLog, type LogError } from "@app/domain/log/decode-log";
import type { Envelope } from "@app/domain/log/envelope";

/** Why a chosen file was not loaded: a sentence for people, the technical detail behind `Подробнее`. */
export type LogRefusal = { readonly message: string; readonly detail: string };

/** The detail: where (its seq, its place only without one; the field) and the parser's or the Schema's own words. */
const refusalOf = (error: LogError): LogRefusal => ({
  message: error.message,
  detail: [
    [error.seq !== null ? `seq ${error.seq}` : error.index !== null ? `№ ${error.index + 1}` : null, error.field]
      .filter((part) => part !== null)
      .join(" · "),
    error.detail,
  ]
    .filter((part) => part !== "")
    .join("\n"),
});

/** What the decoder worker answers (decode-log-worker.ts). */
type DecodedMessage =
  { readonly ok: true; readonly entries: ReadonlyArray<Envelope> } | { readonly ok: false; readonly error: LogError };

/**
 * Parses and decodes log text in a Web Worker (issue #33: off the main thread, so a big log does not
 * freeze the page); where workers are missing (a test's DOM), on the main thread.
 */
const decodeOffThread = (text: string): Promise<Result.Result<ReadonlyArray<Envelope>, LogError>> => {
  if (typeof Worker === "undefined") return Promise.resolve(parseLog(text));
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./decode-log-worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = (event: MessageEvent<DecodedMessage>) => {
      worker.terminate();
      resolve(event.data.ok ? Result.succeed(event.data.entries) : Result.fail(event.data.error));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message));
    };
    worker.postMessage(text);
  });
};

/** A chosen log file, decoded and migrated as the CLI does it; a refusal names the first bad entry by its seq. */
export const readLogFile = async (file: File): Promise<Result.Result<ReadonlyArray<Envelope>, LogRefusal | null>> => {
  let decoded: Result.Result<ReadonlyArray<Envelope>, LogError>;
  try {
    decoded = await decodeOffThread(await file.text());
  } catch {
    return Result.fail(null);
  }
  return Result.isSuccess(decoded) ? Result.succeed(decoded.success) : Result.fail(refusalOf(decoded.failure));
};
