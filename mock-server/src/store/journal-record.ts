import * as Schema from "effect/Schema";
import * as Result from "effect/Result";
import type { Patch } from "immer";
import type { StateOp } from "./transaction";

/**
 * One change. Version 2 records (`v: 2`) hold plain sets and deletes (`set`, `delete`). Records
 * without `v` were written before, as immer patches (`add`, `remove`, `replace`), and still replay.
 */
export const JournalPatch = Schema.Struct({
  op: Schema.Literals(["add", "remove", "replace", "set", "delete"]),
  path: Schema.Array(Schema.Union([Schema.String, Schema.Number])),
  value: Schema.optionalKey(Schema.Unknown),
});

/** One acknowledged update: its sequence number and its changes. */
export const JournalRecord = Schema.Struct({ s: Schema.Number, v: Schema.optionalKey(Schema.Literal(2)), p: Schema.Array(JournalPatch) });
export type JournalRecord = typeof JournalRecord.Type;

export const encodeRecord = (seq: number, ops: ReadonlyArray<StateOp>): string => `${JSON.stringify({ s: seq, v: 2, p: ops })}\n`;

/** The ops of a version 2 record, or null for an older record of immer patches. */
export const stateOpsOf = (record: JournalRecord): StateOp[] | null =>
  record.v === 2 ? record.p.map((p) => (p.op === "delete" ? { op: "delete", path: p.path.map(String) } : { op: "set", path: p.path.map(String), value: p.value })) : null;

export const toImmerPatches = (record: JournalRecord): Patch[] =>
  record.p.map((p) => {
    const op = p.op === "set" ? "replace" : p.op === "delete" ? "remove" : p.op;
    return p.value === undefined ? { op, path: [...p.path] } : { op, path: [...p.path], value: p.value };
  });

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
