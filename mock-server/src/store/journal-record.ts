import * as Schema from "effect/Schema";
import * as Result from "effect/Result";
import type { Patch } from "immer";

/** One acknowledged update: its sequence number and the immer patches it made. */
export const JournalPatch = Schema.Struct({
  op: Schema.Literals(["add", "remove", "replace"]),
  path: Schema.Array(Schema.Union([Schema.String, Schema.Number])),
  value: Schema.optionalKey(Schema.Unknown),
});

export const JournalRecord = Schema.Struct({ s: Schema.Number, p: Schema.Array(JournalPatch) });
export type JournalRecord = typeof JournalRecord.Type;

export const encodeRecord = (seq: number, patches: ReadonlyArray<Patch>): string => `${JSON.stringify({ s: seq, p: patches })}\n`;

export const toImmerPatches = (record: JournalRecord): Patch[] =>
  record.p.map((p) => (p.value === undefined ? { op: p.op, path: [...p.path] } : { op: p.op, path: [...p.path], value: p.value }));

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
