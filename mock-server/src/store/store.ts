import { Low, type Adapter } from "lowdb";
import type { Draft } from "immer";
import type { StoreHealth } from "@app/domain/api/health";
import { emptyDb, type DbData } from "./db-schema";
import type { Journal } from "./journal";
import { loadState, migrationNote, NewerDataError, snapshotSeqOf, type LoadedState } from "./load-state";
import { stateObjects } from "./state-objects";
import { transact } from "./db-transaction";
import { journalStore } from "./journal-store";

export type DbDraft = Draft<DbData>;

/**
 * The one module that owns lowdb.
 * - Reads are synchronous, from memory. The state is one object tree, changed in place: an update
 *   costs what it changes, never the size of the data (no copy of a 10,000-course array per write).
 *   So a value read from `data` may change after a later update; read again after awaiting one.
 * - An update is a recipe run on the state through a recording proxy (transaction.ts): it applies
 *   whole or, if it throws, not at all.
 * - It resolves only once it is durable. With a journal: its changes appended and fdatasync'd
 *   (group commit, so the cost does not grow with the data); the lowdb file is a compact snapshot,
 *   rewritten when the journal grows, on a timer and on close. A start reads the snapshot and replays
 *   the journal's tail (the lines after the snapshot's sequence number), and writes nothing. Without one (Memory in
 *   tests): after a lowdb write that contains it, concurrent updates sharing one write.
 * - If its journal line cannot be written, it rejects with StoreUnavailableError and its changes
 *   are undone, together with those of every later update still waiting for the disk (newest
 *   first), so memory holds exactly what the journal holds. Reads go on; writes work again once the
 *   disk has room.
 * - Readers see only what is on disk (issue #32): `settled()` is null when every update applied in
 *   memory has its journal line on disk, else a promise that resolves once those in flight are
 *   durable or undone. The HTTP layer holds each request until it is null (http/read-settled.ts), so
 *   no answer shows a change that is then refused; a refused update is undone, and with it every
 *   later one still waiting. While a reader waits, new updates wait behind it, so it never waits for
 *   more than the updates in flight when it came.
 * - `close` never rejects: a snapshot that cannot be written (disk full) leaves the journal, which
 *   holds every acknowledged update, and no temporary file.
 */
export type Store = {
  readonly data: DbData;
  update<R>(mutate: (draft: DbDraft) => R): Promise<R>;
  /** Null when memory holds only durable changes; else resolves when those in flight are durable or undone. */
  settled(): Promise<void> | null;
  /** What GET /api/health reports. */
  health(): StoreHealth;
  flush(): Promise<void>;
  close(): Promise<void>;
};

export type StoreOptions = {
  readonly journal?: Journal;
  /** Compact once the journal holds this many bytes, or a quarter of the snapshot's if that is more. */
  readonly compactBytes?: number;
  /** Also compact on this timer when the journal is not empty. */
  readonly compactEveryMs?: number;
  /** The lowdb file, so a snapshot that fails half-way leaves no temporary file beside it; its size sets when to compact. */
  readonly snapshotFile?: string;
  /** Where a failed snapshot or journal write is reported (stderr by default). */
  readonly log?: (line: string) => void;
};

export const openStore = async (adapter: Adapter<unknown>, options: StoreOptions = {}): Promise<Store> => {
  const low = new Low<unknown>(adapter, emptyDb());
  let fresh: boolean;
  try {
    const read = await adapter.read();
    fresh = read === null;
    low.data = read ?? emptyDb();
  } catch (error) {
    throw new Error(
      `${options.snapshotFile ?? "the data file"}: cannot be read (${String(error)}); restore it from a backup`,
      { cause: error },
    );
  }
  const file = options.snapshotFile ?? "the data file";
  const log = options.log ?? ((line: string) => console.error(line));
  const { journal } = options;
  const after = snapshotSeqOf(low.data);
  const read = journal === undefined ? { records: [], torn: [] } : await journal.readAll(after);
  for (const t of read.torn)
    log(
      `[store] ${t.file}: line ${t.line} is torn (${t.bytes} bytes cut short when the server stopped mid-write; ` +
        `that change was never acknowledged) and is dropped`,
    );
  let loaded: LoadedState;
  try {
    loaded = loadState(low.data, file, read.records);
  } catch (error) {
    if (error instanceof NewerDataError) log(`[store] ${error.message}`);
    await journal?.close().catch(() => undefined);
    throw error;
  }
  const { state, seq, snapshotSeq, migratedFrom } = loaded;
  if (seq > snapshotSeq) log(`[store] replayed journal records ${snapshotSeq + 1}–${seq} over the snapshot`);
  if (migratedFrom !== null) log(migrationNote(file, migratedFrom));
  if (journal === undefined) return memoryStore(low, state, migratedFrom !== null);
  // A new folder gets its first snapshot, a migrated one is rewritten at the new version (./journal-store.ts).
  return journalStore(low, journal, options, { state, seq, snapshotSeq, rewrite: fresh || migratedFrom !== null });
};

const memoryStore = async (low: Low<unknown>, state: DbData, migrated: boolean): Promise<Store> => {
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

  if (migrated) await scheduleWrite();
  return {
    get data() {
      return state;
    },
    async update(mutate) {
      const { result } = transact(state, objects, mutate);
      await scheduleWrite();
      return result;
    },
    // In memory (tests, no journal) a write cannot be refused: nothing to wait for.
    settled: () => null,
    health: () => ({
      mode: "memory",
      writable: true,
      sequence: 0,
      journal_bytes: 0,
      pending_writes: 0,
    }),
    flush: () => scheduleWrite(),
    close: () => scheduleWrite(),
  };
};
