import { Low, type Adapter } from "lowdb";
import { applyPatches, enablePatches, setAutoFreeze, type Draft } from "immer";
import * as Schema from "effect/Schema";
import * as Result from "effect/Result";
import { DbData, emptyDb } from "./db-schema";
import type { Journal } from "./journal";
import { encodeRecord, stateOpsOf, toImmerPatches, type JournalRecord } from "./journal-record";
import { applyOps } from "./apply-ops";
import { stateObjects, type StateObjects } from "./state-objects";
import { runTransaction } from "./transaction";

// Only to replay journal records written before version 2, which hold immer patches. The state is
// changed in place, so what immer builds must not come out frozen.
enablePatches();
setAutoFreeze(false);

export type DbDraft = Draft<DbData>;

/**
 * The one module that owns lowdb.
 * - Reads are synchronous, from memory. The state is one object tree, changed in place: an update
 *   costs what it changes, never the size of the data (no copy of a 10,000-course array per write).
 *   So a value read from `data` may change after a later update; read again after awaiting one.
 * - An update is a recipe run on the state through a recording proxy (transaction.ts): it applies
 *   whole or, if it throws, not at all.
 * - It resolves only once it is durable. With a journal: its changes appended and fdatasync'd
 *   (group commit, so the cost does not grow with the data); the lowdb file is a snapshot that is
 *   compacted on start, when the journal grows, on a timer and on close. Without one (Memory in
 *   tests): after a lowdb write that contains it, concurrent updates sharing one write.
 */
export type Store = {
  readonly data: DbData;
  update<R>(mutate: (draft: DbDraft) => R): Promise<R>;
  flush(): Promise<void>;
  close(): Promise<void>;
};

export type StoreOptions = {
  readonly journal?: Journal;
  /** Compact once the journal holds this many bytes. */
  readonly compactBytes?: number;
  /** Also compact on this timer when the journal is not empty. */
  readonly compactEveryMs?: number;
};

const SnapshotMeta = Schema.Struct({ journalSeq: Schema.optionalKey(Schema.Number) });

/** Collections added after a data file was written default to empty. */
const withDefaults = (raw: unknown): unknown =>
  typeof raw === "object" && raw !== null && !Array.isArray(raw) ? { ...emptyDb(), ...raw } : raw;

const decodeSnapshot = (raw: unknown): { data: DbData; seq: number } => {
  const decoded = Schema.decodeUnknownResult(DbData)(withDefaults(raw));
  if (Result.isFailure(decoded)) throw new Error(`The data file does not match its schema: ${String(decoded.failure)}`);
  const meta = Schema.decodeUnknownResult(SnapshotMeta)(raw);
  return { data: decoded.success, seq: Result.isSuccess(meta) ? (meta.success.journalSeq ?? 0) : 0 };
};

export const openStore = async (adapter: Adapter<unknown>, options: StoreOptions = {}): Promise<Store> => {
  const low = new Low<unknown>(adapter, emptyDb());
  await low.read();
  const snapshot = decodeSnapshot(low.data);
  const { journal } = options;
  if (journal === undefined) return memoryStore(low, snapshot.data);
  const replayed = replay(snapshot, await journal.readAll());
  return journalStore(low, journal, options, replayed);
};

/** The snapshot with the journal's newer records applied, in order. */
const replay = (snapshot: { data: DbData; seq: number }, records: ReadonlyArray<JournalRecord>): { state: DbData; seq: number } => {
  let { data: state, seq } = snapshot;
  for (const record of records) {
    if (record.s <= seq) continue;
    const ops = stateOpsOf(record);
    if (ops === null) state = applyPatches(state, toImmerPatches(record));
    else applyOps(state, ops);
    seq = record.s;
  }
  return { state, seq };
};

/** Runs an update's recipe on the state; its ops, or a throw with nothing changed. */
const transact = <R>(state: DbData, objects: StateObjects, mutate: (draft: DbDraft) => R) => runTransaction<DbDraft, R>(state, objects, mutate);

const memoryStore = (low: Low<unknown>, state: DbData): Store => {
  const objects = stateObjects();
  objects.adopt(state);
  let inFlight: Promise<void> = Promise.resolve();
  let next: Promise<void> | null = null;

  /** Joins the next write, which starts once the one in flight has finished. */
  const scheduleWrite = (): Promise<void> => {
    if (next !== null) return next;
    const queued = inFlight
      .catch(() => undefined)
      .then(async () => {
        next = null;
        low.data = state;
        await low.write();
      });
    next = queued;
    inFlight = queued;
    return queued;
  };

  return {
    get data() {
      return state;
    },
    async update(mutate) {
      const { result } = transact(state, objects, mutate);
      await scheduleWrite();
      return result;
    },
    flush: () => scheduleWrite(),
    close: () => scheduleWrite(),
  };
};

const journalStore = async (
  low: Low<unknown>,
  journal: Journal,
  options: StoreOptions,
  start: { state: DbData; seq: number },
): Promise<Store> => {
  const { state } = start;
  let { seq } = start;
  const objects = stateObjects();
  objects.adopt(state);
  let lastAppend: Promise<void> = Promise.resolve();
  let compacting: Promise<void> | null = null;
  const compactBytes = options.compactBytes ?? 8 * 1024 * 1024;

  /** Snapshot into the lowdb file, then drop the journal lines it covers. */
  const compact = (): Promise<void> => {
    if (compacting !== null) return compacting;
    const run = async (): Promise<void> => {
      await journal.rotate();
      // The state changes in place: the snapshot and its sequence number are taken in one turn.
      // Updates made since the rotation are in it, and their lines (in the new journal) are
      // skipped on replay by their sequence numbers.
      low.data = { ...state, journalSeq: seq };
      await low.write();
      await journal.dropRotated();
    };
    compacting = run().finally(() => (compacting = null));
    return compacting;
  };

  await compact();
  const timer = setInterval(() => {
    if (journal.bytes() > 0) void compact().catch(() => undefined);
  }, options.compactEveryMs ?? 60_000);
  timer.unref();

  return {
    get data() {
      return state;
    },
    async update(mutate) {
      const { result, ops } = transact(state, objects, mutate);
      if (ops.length > 0) {
        seq += 1;
        lastAppend = journal.append(encodeRecord(seq, ops));
        await lastAppend;
        if (journal.bytes() > compactBytes) void compact().catch(() => undefined);
      }
      return result;
    },
    /** Every acknowledged update is on disk and no compaction is half-way. */
    async flush() {
      await lastAppend.catch(() => undefined);
      await compacting?.catch(() => undefined);
    },
    async close() {
      clearInterval(timer);
      await lastAppend.catch(() => undefined);
      await compact();
      await journal.close();
    },
  };
};
