import * as Schema from "effect/Schema";
import * as Result from "effect/Result";
import type { StateOp } from "./transaction";

/**
 * One change: a plain set or delete at a path. (The first journal format, immer patches without
 * `v`, is no longer read: a data folder from then is refused at start with the line named; it was
 * compacted into the snapshot on every close and start, so only a killed server could leave one.)
 */
export const JournalPatch = Schema.Struct({
  op: Schema.Literals(["set", "delete"]),
  path: Schema.Array(Schema.String),
  value: Schema.optionalKey(Schema.Unknown),
});

/** One acknowledged update: its sequence number, the format version and its changes. */
export const JournalRecord = Schema.Struct({ s: Schema.Number, v: Schema.Literal(2), p: Schema.Array(JournalPatch) });
export type JournalRecord = typeof JournalRecord.Type;

export const encodeRecord = (seq: number, ops: ReadonlyArray<StateOp>): string =>
  `${JSON.stringify({ s: seq, v: 2, p: ops })}\n`;

/** A record's changes as the store applies them. */
export const stateOpsOf = (record: JournalRecord): StateOp[] =>
  record.p.map((p) =>
    p.op === "delete" ? { op: "delete", path: [...p.path] } : { op: "set", path: [...p.path], value: p.value },
  );

const decodeRecord = Schema.decodeUnknownResult(JournalRecord);

/**
 * Parses a journal's text. A torn last line (the process died mid-append, so that write was never
 * acknowledged) is dropped; a bad line anywhere else means the file is damaged and is an error.
 */
export const parseJournal = (text: string, file: string): ReadonlyArray<JournalRecord> => {
  const lines = text.split("\n");
  const records: JournalRecord[] = [];
  lines.forEach((line, index) => {
    if (line === "") return;
    const isLast = index === lines.length - 1;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      if (isLast) return;
      throw new Error(`${file}: line ${index + 1} is not JSON`);
    }
    const decoded = decodeRecord(parsed);
    if (Result.isFailure(decoded)) {
      if (isLast) return;
      throw new Error(`${file}: line ${index + 1} is not a journal record`);
    }
    records.push(decoded.success);
  });
  return records;
};
