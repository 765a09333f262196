import { constants } from "node:fs";
import { appendFile, open, readFile, rename, rm, truncate, type FileHandle } from "node:fs/promises";
import { readJournalText, type JournalRecord, type TornLine } from "./journal-record";

/** A record read back, with the file it came from (a refusal to start names it). */
export type ReadRecord = { readonly record: JournalRecord; readonly file: string };

/**
 * An append-only journal with group commit. `append` resolves once its whole line is on disk (the
 * file is opened O_DSYNC, so a write returns as if followed by fdatasync); lines arriving while a
 * write is in flight share the next write. A short write is continued until the line is complete.
 *
 * A write that fails (disk full, file too large) is cut back off the file, so the file never holds
 * half a line, and that batch and every line queued after it are rejected: their updates are
 * undone by the store. Lines carry their sequence number and must come in order with no gap: after
 * a failure the journal expects the first failed number again, so it never writes a line whose
 * predecessor was lost. If even the cut fails, the journal refuses every later append (its last
 * line is torn, which a restart drops).
 *
 * `rotate` moves the current file aside (compaction), `dropRotated` deletes it afterwards.
 */
export type Journal = {
  readonly file: string;
  /** The records after sequence number `after` (older ones are skipped unparsed), and any torn last line. */
  readAll(
    after?: number,
  ): Promise<{ readonly records: ReadonlyArray<ReadRecord>; readonly torn: ReadonlyArray<TornLine> }>;
  append(line: string, seq: number): Promise<void>;
  rotate(): Promise<void>;
  dropRotated(): Promise<void>;
  bytes(): number;
  close(): Promise<void>;
};

/** What the journal writes with; tests pass one that fails like a full disk. */
export type JournalOptions = {
  readonly openFile?: (file: string, flags: number, mode: number) => Promise<FileHandle>;
};

/** Appends with O_DSYNC: each write returns once its data is on disk, one syscall instead of write + fdatasync. */
const APPEND_DSYNC = constants.O_WRONLY | constants.O_CREAT | constants.O_APPEND | constants.O_DSYNC;

type Waiter = {
  readonly line: string;
  readonly seq: number;
  readonly resolve: () => void;
  readonly reject: (e: unknown) => void;
};

const readIfThere = async (file: string): Promise<string> => {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "ENOENT") return "";
    throw error;
  }
};

/** Writes all of `chunk`: a short write (the disk filled up mid-way) is continued, and fails if nothing more fits. */
const writeAll = async (handle: FileHandle, chunk: Buffer): Promise<void> => {
  let offset = 0;
  while (offset < chunk.length) {
    const { bytesWritten } = await handle.write(chunk, offset, chunk.length - offset);
    if (bytesWritten <= 0) throw new Error(`journal: no byte could be written (${chunk.length - offset} left)`);
    offset += bytesWritten;
  }
};

export class JournalOrderError extends Error {}

export const openJournal = async (file: string, options: JournalOptions = {}): Promise<Journal> => {
  const openFile = options.openFile ?? ((f: string, flags: number, mode: number) => open(f, flags, mode));
  const rotated = `${file}.old`;
  let handle: FileHandle = await openFile(file, APPEND_DSYNC, 0o644);
  let size = (await handle.stat()).size;
  let pending: Waiter[] = [];
  let writing: Promise<void> | null = null;
  let paused: Promise<void> | null = null;
  /** The sequence number the next line must carry (null until the first line). */
  let expected: number | null = null;
  /** Set when a failed write could not be cut back off: nothing more may be written. */
  let broken: Error | null = null;

  const fail = (batch: ReadonlyArray<Waiter>, error: unknown): void => {
    const queued = pending;
    pending = [];
    expected = batch[0]?.seq ?? expected;
    for (const w of [...batch, ...queued]) w.reject(error);
  };

  const drain = async (): Promise<void> => {
    // Stop taking batches once a rotation waits: its file must hold only lines from before it.
    while (pending.length > 0 && paused === null) {
      const batch = pending;
      pending = [];
      const chunk = Buffer.from(batch.map((w) => w.line).join(""), "utf8");
      try {
        await writeAll(handle, chunk);
        size += chunk.length;
        batch.forEach((w) => w.resolve());
      } catch (error) {
        try {
          await handle.truncate(size);
        } catch (cut) {
          broken = new Error(`${file}: a failed write could not be cut off (${String(cut)}); restart the server`);
        }
        fail(batch, error);
      }
    }
  };

  const kick = (): void => {
    if (writing !== null || paused !== null || pending.length === 0) return;
    writing = drain().finally(() => {
      writing = null;
      kick();
    });
  };

  return {
    file,
    async readAll(after = 0) {
      const older = readJournalText(await readIfThere(rotated), rotated, after);
      const current = readJournalText(await readIfThere(file), file, after);
      return {
        records: [
          ...older.records.map((record) => ({ record, file: rotated })),
          ...current.records.map((record) => ({ record, file })),
        ],
        torn: [older.torn, current.torn].filter((t): t is TornLine => t !== null),
      };
    },
    append(line, seq) {
      return new Promise<void>((resolve, reject) => {
        if (broken !== null) return reject(broken);
        if (expected !== null && seq !== expected)
          return reject(new JournalOrderError(`${file}: line ${seq} arrived while ${expected} was expected`));
        expected = seq + 1;
        pending.push({ line, seq, resolve, reject });
        kick();
      });
    },
    async rotate() {
      let release = (): void => undefined;
      paused = new Promise<void>((resolve) => (release = resolve));
      try {
        while (writing !== null) await writing;
        await handle.close();
        try {
          // A rotated file left by a compaction that died before its snapshot: keep its lines, add ours.
          const leftover = await readIfThere(rotated);
          if (leftover === "") await rename(file, rotated);
          else {
            // A copy cut short by a full disk left a torn last line: cut it off before adding more.
            const whole = Buffer.byteLength(leftover.slice(0, leftover.lastIndexOf("\n") + 1));
            if (whole < Buffer.byteLength(leftover)) await truncate(rotated, whole);
            await appendFile(rotated, await readIfThere(file));
            await rm(file, { force: true });
          }
        } finally {
          // Reopened even when the move failed (disk full): the journal goes on where it is.
          handle = await openFile(file, APPEND_DSYNC, 0o644);
          size = (await handle.stat()).size;
        }
      } finally {
        paused = null;
        release();
        kick();
      }
    },
    dropRotated: () => rm(rotated, { force: true }),
    bytes: () => size,
    async close() {
      while (writing !== null) await writing;
      await handle.close();
    },
  };
};
