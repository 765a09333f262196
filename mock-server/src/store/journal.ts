import { constants } from "node:fs";
import { appendFile, open, readFile, rename, rm, type FileHandle } from "node:fs/promises";
import { parseJournal, type JournalRecord } from "./journal-record";

/**
 * An append-only journal with group commit. `append` resolves once its line is on disk (the file
 * is opened O_DSYNC, so a write returns as if followed by fdatasync); lines arriving while a
 * write is in flight share the next write.
 * `rotate` moves the current file aside (compaction), `dropRotated` deletes it afterwards.
 */
export type Journal = {
  readAll(): Promise<ReadonlyArray<JournalRecord>>;
  append(line: string): Promise<void>;
  rotate(): Promise<void>;
  dropRotated(): Promise<void>;
  bytes(): number;
  close(): Promise<void>;
};

/** Appends with O_DSYNC: each write returns once its data is on disk, one syscall instead of write + fdatasync. */
const APPEND_DSYNC = constants.O_WRONLY | constants.O_CREAT | constants.O_APPEND | constants.O_DSYNC;

type Waiter = { readonly line: string; readonly resolve: () => void; readonly reject: (e: unknown) => void };

const readIfThere = async (file: string): Promise<string> => {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "ENOENT") return "";
    throw error;
  }
};

export const openJournal = async (file: string): Promise<Journal> => {
  const rotated = `${file}.old`;
  let handle: FileHandle = await open(file, APPEND_DSYNC, 0o644);
  let size = (await handle.stat()).size;
  let pending: Waiter[] = [];
  let writing: Promise<void> | null = null;
  let paused: Promise<void> | null = null;

  const drain = async (): Promise<void> => {
    // Stop taking batches once a rotation waits: its file must hold only lines from before it.
    while (pending.length > 0 && paused === null) {
      const batch = pending;
      pending = [];
      try {
        const chunk = Buffer.from(batch.map((w) => w.line).join(""), "utf8");
        await handle.write(chunk);
        size += chunk.length;
        batch.forEach((w) => w.resolve());
      } catch (error) {
        batch.forEach((w) => w.reject(error));
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
    async readAll() {
      const older = parseJournal(await readIfThere(rotated), rotated);
      const current = parseJournal(await readIfThere(file), file);
      return [...older, ...current];
    },
    append(line) {
      return new Promise<void>((resolve, reject) => {
        pending.push({ line, resolve, reject });
        kick();
      });
    },
    async rotate() {
      let release = (): void => undefined;
      paused = new Promise<void>((resolve) => (release = resolve));
      try {
        while (writing !== null) await writing;
        await handle.close();
        // A rotated file left by a compaction that died before its snapshot: keep its lines, add ours.
        const leftover = await readIfThere(rotated);
        if (leftover === "") await rename(file, rotated);
        else {
          await appendFile(rotated, await readIfThere(file));
          await rm(file, { force: true });
        }
        handle = await open(file, APPEND_DSYNC, 0o644);
        size = 0;
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
