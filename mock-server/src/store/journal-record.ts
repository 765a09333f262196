import * as Schema from "effect/Schema";
import * as Result from "effect/Result";
import type { StateOp } from "./transaction";
import { STORE_VERSION } from "./migrations";

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

/**
 * One acknowledged update: its sequence number, the line format's version, the data version its
 * values are in (`d`, ./migrations.ts; absent in lines written before it existed) and its changes.
 */
export const JournalRecord = Schema.Struct({
  s: Schema.Number,
  v: Schema.Literal(2),
  d: Schema.optionalKey(Schema.Number),
  p: Schema.Array(JournalPatch),
});
export type JournalRecord = typeof JournalRecord.Type;

export const encodeRecord = (seq: number, ops: ReadonlyArray<StateOp>): string =>
  `${JSON.stringify({ s: seq, v: 2, d: STORE_VERSION, p: ops })}\n`;

/** A record's changes as the store applies them. */
export const stateOpsOf = (record: JournalRecord): StateOp[] =>
  record.p.map((p) =>
    p.op === "delete" ? { op: "delete", path: [...p.path] } : { op: "set", path: [...p.path], value: p.value },
  );

const decodeRecord = Schema.decodeUnknownResult(JournalRecord);

/** A last line cut short: the process stopped mid-append, so its update was never acknowledged. */
export type TornLine = { readonly file: string; readonly line: number; readonly bytes: number };

/** `{"s":123,` — the sequence number at the start of a line, read without parsing the line. */
const SEQ_PREFIX = /^\{"s":(\d+),/;

/**
 * Reads a journal's text. Lines whose sequence number is at most `after` (already in the snapshot)
 * are skipped unparsed, so a start replays the journal's tail only. A torn last line (the process
 * died mid-append, so that write was never acknowledged) is dropped and reported; a bad line
 * anywhere else means the file is damaged and is an error.
 */
export const readJournalText = (
  text: string,
  file: string,
  after = 0,
): { readonly records: ReadonlyArray<JournalRecord>; readonly torn: TornLine | null } => {
  const lines = text.split("\n");
  const records: JournalRecord[] = [];
  let torn: TornLine | null = null;
  lines.forEach((line, index) => {
    if (line === "") return;
    const isLast = index === lines.length - 1;
    const seq = SEQ_PREFIX.exec(line)?.[1];
    if (!isLast && seq !== undefined && Number(seq) <= after) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      if (isLast) {
        torn = { file, line: index + 1, bytes: Buffer.byteLength(line) };
        return;
      }
      throw new Error(`${file}: line ${index + 1} is not JSON`);
    }
    const decoded = decodeRecord(parsed);
    if (Result.isFailure(decoded)) {
      if (isLast) {
        torn = { file, line: index + 1, bytes: Buffer.byteLength(line) };
        return;
      }
      throw new Error(`${file}: line ${index + 1} is not a journal record`);
    }
    records.push(decoded.success);
  });
  return { records, torn };
};

/** Every record of a journal's text (a torn last line dropped). */
export const parseJournal = (text: string, file: string): ReadonlyArray<JournalRecord> =>
  readJournalText(text, file).records;
