import { Low, type Adapter } from "lowdb";
import { applyPatches, enablePatches, produce, setAutoFreeze, type Draft } from "immer";
import * as Schema from "effect/Schema";
import * as Result from "effect/Result";
import { DbData, emptyDb } from "./db-schema";
import type { Journal } from "./journal";
import { encodeRecord, toImmerPatches } from "./journal-record";
import { diffStates } from "./diff";

enablePatches();
// Deep-freezing every new state costs O(size) per update (7 ms at 10,000 courses); the Readonly types guard instead.
setAutoFreeze(false);

export type DbDraft = Draft<DbData>;

/**
 * The one module that owns lowdb.
 * - Reads are synchronous, from memory.
 * - An update runs as an immer recipe: it applies whole or, if it throws, not at all.
 * - It resolves only once it is durable. With a journal: its patches appended and fdatasync'd
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
  let state: DbData = snapshot.data;
  let seq = snapshot.seq;
  const { journal } = options;
  return journal === undefined ? memoryStore(low, state) : journalStore(low, journal, options, await replay());

  async function replay(): Promise<{ state: DbData; seq: number }> {
    const records = (await journal?.readAll()) ?? [];
    state = produce(state, (draft) => {
      for (const record of records) {
        if (record.s <= seq) continue;
        applyPatches(draft, toImmerPatches(record));
        seq = record.s;
      }
    });
    return { state, seq };
  }
};

const memoryStore = (low: Low<unknown>, initial: DbData): Store => {
  let state = initial;
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
      let result: ReturnType<typeof mutate> | undefined;
      state = produce(state, (draft) => {
        result = mutate(draft);
      });
      await scheduleWrite();
      return result as ReturnType<typeof mutate>;
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
  let { state, seq } = start;
  let lastAppend: Promise<void> = Promise.resolve();
  let compacting: Promise<void> | null = null;
  const compactBytes = options.compactBytes ?? 8 * 1024 * 1024;

  /** Snapshot into the lowdb file, then drop the journal lines it covers. */
  const compact = (): Promise<void> => {
    if (compacting !== null) return compacting;
    const run = async (): Promise<void> => {
      const data = state;
      const upTo = seq;
      await journal.rotate();
      low.data = { ...data, journalSeq: upTo };
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
      let result: ReturnType<typeof mutate> | undefined;
      const next = produce(state, (draft) => {
        result = mutate(draft);
      });
      // Our own structural diff: immer's patch generation costs O(length) per changed array.
      const patches = diffStates(state, next);
      if (patches.length > 0) {
        state = next;
        seq += 1;
        lastAppend = journal.append(encodeRecord(seq, patches));
        await lastAppend;
        if (journal.bytes() > compactBytes) void compact().catch(() => undefined);
      }
      return result as ReturnType<typeof mutate>;
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
