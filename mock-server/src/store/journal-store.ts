import { rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Low } from "lowdb";
import type { DbData } from "./db-schema";
import type { Journal } from "./journal";
import { encodeRecord } from "./journal-record";
import { stateObjects } from "./state-objects";
import { StoreUnavailableError } from "./store-unavailable";
import { readQueue } from "./read-queue";
import { transact } from "./db-transaction";
import type { Store, StoreOptions } from "./store";

/** The store with a journal (the server's): each update is a journal line, readers see only what is durable, compaction folds the journal into the snapshot. */
export const journalStore = async (
  low: Low<unknown>,
  journal: Journal,
  options: StoreOptions,
  /** `rewrite`: a new data folder, or one migrated at start (./load-state.ts): its snapshot is written at once. */
  start: { state: DbData; seq: number; snapshotSeq: number; rewrite: boolean },
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
  /** Readers waiting for the updates in flight, ahead of new updates (./read-queue.ts). */
  const reads = readQueue();
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
  // gets its first (small) snapshot now, so the folder is complete from the start; a migrated one is
  // rewritten at the new version (snapshot renamed into place, then the old journal dropped), so the
  // next start does not migrate again and the journal holds lines of one version only.
  if (start.rewrite)
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
      for (let wait = gate ?? reads.held(); wait !== null; wait = gate ?? reads.held()) await wait;
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
        reads.wake(unconfirmed.length);
        throw new StoreUnavailableError(error);
      }
      confirm(mine);
      writable = true;
      reads.wake(unconfirmed.length);
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
      return reads.wait();
    },
    /** Every acknowledged update is on disk and no compaction is half-way. */
    async flush() {
      await lastAppend.catch(() => undefined);
      await compacting?.catch(() => undefined);
    },
    async close() {
      clearInterval(timer);
      await lastAppend.catch(() => undefined);
      // A compaction already running holds only what came before it began: once it ends, the rest is
      // folded in below (without this wait `compact()` answered that compaction, and the stop left the
      // last updates in the journal; seen as a snapshot short of its last writes in compaction-size.test).
      await compacting?.catch(() => undefined);
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
