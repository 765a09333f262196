import { Low, type Adapter } from "lowdb";
import type { Draft } from "immer";
import type { StoreHealth } from "@app/domain/api/health";
import * as Schema from "effect/Schema";
import * as Result from "effect/Result";
import { DbData, emptyDb } from "./db-schema";
import type { Journal, ReadRecord } from "./journal";
import { stateOpsOf } from "./journal-record";
import { applyOps } from "./apply-ops";
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
