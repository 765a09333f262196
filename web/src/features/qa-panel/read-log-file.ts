import * as Result from "effect/Result";
import { parseLog, type LogError } from "@app/domain/log/decode-log";
import type { Envelope } from "@app/domain/log/envelope";
import type { DecodedMessage } from "./decode-log-worker";

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

/**
 * Parses and decodes a log file in a Web Worker (issue #33: off the main thread, so a big log does not
 * freeze the page): the worker reads the file and answers the entries in batches, `progress` getting
 * the share received; where workers are missing (a test's DOM), on the main thread.
 */
const decodeOffThread = async (
  file: Blob,
  progress: (share: number) => void,
): Promise<Result.Result<ReadonlyArray<Envelope>, LogError>> => {
  if (typeof Worker === "undefined") return parseLog(await file.text());
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./decode-log-worker.ts", import.meta.url), { type: "module" });
    const entries: Envelope[] = [];
    const finish = (result: Result.Result<ReadonlyArray<Envelope>, LogError>) => {
      worker.terminate();
      resolve(result);
    };
    worker.onmessage = (event: MessageEvent<DecodedMessage>) => {
      const message = event.data;
      if (message._tag === "Refused") return finish(Result.fail(message.error));
      for (const entry of message.entries) entries.push(entry);
      if (entries.length >= message.total) return finish(Result.succeed(entries));
      progress(entries.length / message.total);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message));
    };
    worker.postMessage(file);
  });
};

/**
 * A chosen log file, decoded and migrated as the CLI does it; a refusal names the first bad entry by its
 * seq. `progress` gets the share of the entries decoded and received so far (0 to 1).
 */
export const readLogFile = async (
  file: File,
  progress: (share: number) => void = () => undefined,
): Promise<Result.Result<ReadonlyArray<Envelope>, LogRefusal | null>> => {
  let decoded: Result.Result<ReadonlyArray<Envelope>, LogError>;
  try {
    decoded = await decodeOffThread(file, progress);
  } catch {
    return Result.fail(null);
  }
  return Result.isSuccess(decoded) ? Result.succeed(decoded.success) : Result.fail(refusalOf(decoded.failure));
};
