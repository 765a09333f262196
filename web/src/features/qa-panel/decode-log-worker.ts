import * as Result from "effect/Result";
import { parseLog } from "@app/domain/log/decode-log";

/**
 * The QA panel's log decoder, off the main thread (issue #33: a 50,000-event log froze the page while
 * it was parsed and decoded). Gets the file's text, answers `read-log-file.ts`'s `DecodedMessage`.
 */
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<string>) => void) | null;
  postMessage: (message: unknown) => void;
};

scope.onmessage = (event) => {
  const decoded = parseLog(event.data);
  scope.postMessage(
    Result.isSuccess(decoded) ? { ok: true, entries: decoded.success } : { ok: false, error: decoded.failure },
  );
};
