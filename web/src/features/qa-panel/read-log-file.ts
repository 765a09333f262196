import * as Result from "effect/Result";
import { describeLogError, parseLog } from "@app/domain/log/decode-log";
import type { Envelope } from "@app/domain/log/envelope";

/** A chosen log file, decoded and migrated as the CLI does it; a refusal names the first bad entry. */
export const readLogFile = async (file: File): Promise<Result.Result<ReadonlyArray<Envelope>, string>> => {
  let text: string;
  try {
    text = await file.text();
  } catch {
    return Result.fail("");
  }
  const decoded = parseLog(text);
  return Result.isSuccess(decoded) ? Result.succeed(decoded.success) : Result.fail(describeLogError(decoded.failure));
};
