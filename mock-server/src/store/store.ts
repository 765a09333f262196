import { rm, stat } from "node:fs/promises";
import path from "node:path";
import { Low, type Adapter } from "lowdb";
import type { Draft } from "immer";
import type { StoreHealth } from "@app/domain/api/health";
import * as Schema from "effect/Schema";
import * as Result from "effect/Result";
import { DbData, emptyDb } from "./db-schema";
import type { Journal, ReadRecord } from "./journal";
import { encodeRecord, stateOpsOf } from "./journal-record";
import { applyOps } from "./apply-ops";
import { stateObjects, type StateObjects } from "./state-objects";
import { runTransaction } from "./transaction";
import { StoreUnavailableError } from "./store-unavailable";

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

const SnapshotMeta = Schema.Struct({ journalSeq: Schema.optionalKey(Schema.Number) });

/** Collections added after a data file was written default to empty. */
const withDefaults = (raw: unknown): unknown =>
  typeof raw === "object" && raw !== null && !Array.isArray(raw) ? { ...emptyDb(), ...raw } : raw;

export const decodeSnapshot = (raw: unknown, file: string): { data: DbData; seq: number } => {
  const decoded = Schema.decodeUnknownResult(DbData)(withDefaults(raw));
  if (Result.isFailure(decoded))
    throw new Error(
      `${file}: the data file does not match its schema (restore it from a backup): ${String(decoded.failure)}`,
    );
  const meta = Schema.decodeUnknownResult(SnapshotMeta)(raw);
  return { data: decoded.success, seq: Result.isSuccess(meta) ? (meta.success.journalSeq ?? 0) : 0 };
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
  const snapshot = decodeSnapshot(low.data, options.snapshotFile ?? "the data file");
  const { journal } = options;
  if (journal === undefined) return memoryStore(low, snapshot.data);
  const log = options.log ?? ((line: string) => console.error(line));
  const { records, torn } = await journal.readAll(snapshot.seq);
  for (const t of torn)
    log(
      `[store] ${t.file}: line ${t.line} is torn (${t.bytes} bytes cut short when the server stopped mid-write; ` +
        `that change was never acknowledged) and is dropped`,
    );
  const replayed = replay(snapshot, records);
  if (replayed.seq > snapshot.seq)
    log(`[store] replayed journal records ${snapshot.seq + 1}–${replayed.seq} over the snapshot`);
  return journalStore(low, journal, options, { ...replayed, snapshotSeq: snapshot.seq, fresh });
};

/**
 * The snapshot with the journal's newer records applied, in order. Sequence numbers must follow on
 * with no gap: a missing line means acknowledged changes are lost, and the start is refused.
 */
export const replay = (
  snapshot: { data: DbData; seq: number },
  records: ReadonlyArray<ReadRecord>,
): { state: DbData; seq: number } => {
  const state = snapshot.data;
  let { seq } = snapshot;
  for (const { record, file } of records) {
    if (record.s <= seq) continue;
    if (record.s !== seq + 1) {
      throw new Error(
        `${file}: journal record ${seq + 1} is missing (the record after ${seq} is ${record.s}): changes acknowledged to users are lost. ` +
          `Restore the data folder from a backup; or, to start from what is there and lose record ${seq + 1} onwards, delete the lines from ${record.s} on.`,
      );
    }
    applyOps(state, stateOpsOf(record));
    seq = record.s;
  }
  return { state, seq };
};

/** Runs an update's recipe on the state; its ops, or a throw with nothing changed. */
const transact = <R>(state: DbData, objects: StateObjects, mutate: (draft: DbDraft) => R) =>
  runTransaction<DbDraft, R>(state, objects, mutate);

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

const journalStore = async (
  low: Low<unknown>,
  journal: Journal,
  options: StoreOptions,
  start: { state: DbData; seq: number; snapshotSeq: number; fresh: boolean },
): Promise<Store> => {
  const { state } = start;
  let { seq, snapshotSeq } = start;
  const log = options.log ?? ((line: string) => console.error(line));
  const objects = stateObjects();
  objects.adopt(state);
  /** Updates applied in memory whose journal line is not yet on disk, oldest first. */
  const unconfirmed: Array<{ readonly seq: number; readonly undo: () => void }> = [];
  let lastAppend: Promise<void> = Promise.resolve();
  let compacting: Promise<void> | null = null;
  const compactBytes = options.compactBytes ?? 8 * 1024 * 1024;
  /**
   * The snapshot's size (0 when the store is not told its file). A compaction writes the whole state,
   * so compacting every fixed number of journal bytes made each write pay a share that grew with the
   * data (issue #32: a 30 MB snapshot per 8 MB of journal). Compacting once the journal holds a
   * quarter of the snapshot writes at most 4 snapshot bytes per journal byte at any size, and a start
   * replays at most a quarter of the data from the journal.
   */
  const snapshotSize = async (): Promise<number> =>
    options.snapshotFile === undefined
      ? 0
      : stat(options.snapshotFile).then(
          (s) => s.size,
          () => 0,
        );
  let snapshotBytes = await snapshotSize();
  const compactAt = (): number => Math.max(compactBytes, snapshotBytes / 4);
  const snapshotTemp =
    options.snapshotFile === undefined
      ? null
      : path.join(path.dirname(options.snapshotFile), `.${path.basename(options.snapshotFile)}.tmp`);

  /** While set, new updates wait: a snapshot is being taken. */
  let gate: Promise<void> | null = null;
  /**
   * Readers waiting for the updates in flight (`settled`), and while there are any, a second gate for
   * new updates: they apply once those readers have run. Without it a reader waited for memory to hold
   * only durable changes, which under steady writes it never did (issue #32: 8 readers got 26–212
   * reads/s with a p99 of 0.3–1.1 s beside 8 writers); now it waits for the updates already in flight.
   */
  let readers: Array<() => void> = [];
  let readGate: { readonly promise: Promise<void>; readonly open: () => void } | null = null;
  /** Once memory holds only durable changes: the waiting readers run, then the updates they held back. */
  const wakeReaders = (): void => {
    if (unconfirmed.length > 0 || readGate === null) return;
    const waiting = readers;
    const held = readGate;
    readers = [];
    readGate = null;
    for (const run of waiting) run();
    // Resolved after theirs, so the readers' continuations run before the held updates' (FIFO microtasks).
    held.open();
  };
  /** False from a journal write the disk refused until the next one succeeds. */
  let writable = true;
  let lastSnapshotAt: string | null = null;

  /**
   * Snapshot into the lowdb file, then drop the journal lines it covers. A snapshot holds
   * acknowledged changes only: new updates wait while the ones in flight reach the disk (or fail
   * and are undone), the journal is rotated and the state serialized (lowdb stringifies when the
   * write starts); the wait is a few milliseconds. lowdb's writer (steno) writes `.NAME.tmp` beside
   * the file and renames it: a failed write's temporary file is removed.
   */
  const compact = (): Promise<void> => {
    if (compacting !== null) return compacting;
    const run = async (): Promise<void> => {
      let reopen = (): void => undefined;
      gate = new Promise<void>((resolve) => (reopen = resolve));
      let written: Promise<void>;
      let taking: number;
      try {
        while (unconfirmed.length > 0) await lastAppend.catch(() => undefined);
        await journal.rotate();
        low.data = { ...state, journalSeq: seq };
        taking = seq;
        written = low.write();
      } finally {
        gate = null;
        reopen();
      }
      try {
        await written;
      } catch (error) {
        if (snapshotTemp !== null) await rm(snapshotTemp, { force: true }).catch(() => undefined);
        throw error;
      }
      await journal.dropRotated();
      snapshotSeq = taking;
      lastSnapshotAt = new Date().toISOString();
      snapshotBytes = await snapshotSize();
    };
    compacting = run().finally(() => (compacting = null));
    return compacting;
  };

  /** Undoes, newest first, every update from `from` on whose line failed; the next update reuses `from`. */
  const rollbackFrom = (from: number): void => {
    for (let last = unconfirmed.at(-1); last !== undefined && last.seq >= from; last = unconfirmed.at(-1)) {
      unconfirmed.pop();
      last.undo();
    }
    if (seq >= from) seq = from - 1;
  };

  const confirm = (upTo: number): void => {
    while (unconfirmed[0] !== undefined && unconfirmed[0].seq <= upTo) unconfirmed.shift();
  };

  // No snapshot at start (issue #32): the journal's tail was replayed and stays, so the server answers
  // at once; the next compaction (size, timer or close) folds it into the snapshot. A new data folder
  // gets its first (small) snapshot now, so the folder is complete from the start.
  if (start.fresh)
    try {
      await compact();
    } catch (error) {
      await journal.close().catch(() => undefined);
      throw new Error(
        `${options.snapshotFile ?? "the data file"}: the snapshot could not be written at start (${String(error)}); free some disk space and start again`,
        { cause: error },
      );
    }
  const timer = setInterval(() => {
    if (journal.bytes() > 0)
      void compact().catch((error: unknown) =>
        log(`[store] compaction failed, the journal keeps every change: ${String(error)}`),
      );
  }, options.compactEveryMs ?? 60_000);
  timer.unref();

  return {
    get data() {
      return state;
    },
    async update(mutate) {
      while (gate !== null || readGate !== null) await (gate ?? readGate?.promise);
      const { result, ops, undo } = transact(state, objects, mutate);
      if (ops.length === 0) return result;
      seq += 1;
      const mine = seq;
      unconfirmed.push({ seq: mine, undo });
      const appended = journal.append(encodeRecord(mine, ops), mine);
      lastAppend = appended;
      try {
        await appended;
      } catch (error) {
        writable = false;
        rollbackFrom(mine);
        log(`[store] update ${mine} not saved, undone: ${String(error)}`);
        wakeReaders();
        throw new StoreUnavailableError(error);
      }
      confirm(mine);
      writable = true;
      wakeReaders();
      if (journal.bytes() > compactAt())
        void compact().catch((error: unknown) =>
          log(`[store] compaction failed, the journal keeps every change: ${String(error)}`),
        );
      return result;
    },
    health: () => ({
      mode: "journal",
      writable,
      sequence: seq - unconfirmed.length,
      journal_bytes: journal.bytes(),
      pending_writes: unconfirmed.length,
      ...(lastSnapshotAt === null ? {} : { last_snapshot_at: lastSnapshotAt }),
    }),
    settled() {
      if (unconfirmed.length === 0) return null;
      if (readGate === null) {
        let open = (): void => undefined;
        const promise = new Promise<void>((resolve) => (open = resolve));
        readGate = { promise, open };
      }
      return new Promise<void>((resolve) => readers.push(resolve));
    },
    /** Every acknowledged update is on disk and no compaction is half-way. */
    async flush() {
      await lastAppend.catch(() => undefined);
      await compacting?.catch(() => undefined);
    },
    async close() {
      clearInterval(timer);
      await lastAppend.catch(() => undefined);
      try {
        // Nothing since the snapshot: it stays as it is (a stop of a 100 MB data folder writes nothing),
        // and a rotated file a crash left holds only lines the snapshot covers.
        if (seq === snapshotSeq && journal.bytes() === 0) await journal.dropRotated();
        else await compact();
      } catch (error) {
        log(
          `[store] the snapshot could not be written on close (${String(error)}); the journal holds every acknowledged change and is replayed on the next start`,
        );
      }
      await journal.close().catch(() => undefined);
    },
  };
};
