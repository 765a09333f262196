import { open, type FileHandle } from "node:fs/promises";
import path from "node:path";
import inject from "light-my-request";
import { openOurApp } from "./in-process";

/**
 * The journal's group commit, counted rather than timed (issue #32): WRITERS clients each send
 * `POST /api/courses` one after another, in-process through the whole app with a durable journal.
 * Each journal write is one O_DSYNC write (a write and its fdatasync in one call), so journal writes
 * per request is fdatasyncs per durable write: 1 if every write waited for its own, 1/WRITERS if all
 * the writers in flight shared one. Run on the real disk, and on a disk made slower by `slowMs` per
 * write (a busy disk): the slower the disk, the more writers a write should carry. Also the journal's
 * bytes per write and the process's CPU per write.
 */
export type GroupCommit = {
  readonly extraMs: number;
  readonly syncsPerWrite: number;
  readonly bytesPerWrite: number;
  readonly cpuUsPerWrite: number;
};

export const WRITERS = 8;
const REQUESTS = 1_600;

/** A journal file whose writes are counted, and delayed by `extraMs` each before they start. */
const countingDisk = (extraMs: number) => {
  const counts = { writes: 0, bytes: 0 };
  const openFile = async (file: string, flags: number, mode: number): Promise<FileHandle> => {
    const handle = await open(file, flags, mode);
    const write = handle.write.bind(handle) as (...args: unknown[]) => Promise<{ bytesWritten: number }>;
    return Object.assign(handle, {
      write: async (...args: unknown[]) => {
        counts.writes += 1;
        if (extraMs > 0) await new Promise((resolve) => setTimeout(resolve, extraMs));
        const done = await write(...args);
        counts.bytes += done.bytesWritten;
        return done;
      },
    });
  };
  return { counts, openFile };
};

export const groupCommit = async (dir: string, extraMs: number): Promise<GroupCommit> => {
  const disk = countingDisk(extraMs);
  const { app, headers, store } = await openOurApp(path.join(dir, `group-commit-${extraMs}`), 1_000, {
    openFile: disk.openFile,
  });
  try {
    let sent = 0;
    const writer = async (): Promise<void> => {
      while (sent < REQUESTS) {
        sent += 1;
        const answer = await inject(app, {
          method: "POST",
          url: "/api/courses",
          headers: { ...headers, "content-type": "application/json" },
          payload: JSON.stringify({ name: `Новый курс ${sent}` }),
        });
        if (answer.statusCode !== 201) throw new Error(`POST /api/courses answered ${answer.statusCode}`);
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, writer)); // warm-up
    sent = 0;
    disk.counts.writes = 0;
    disk.counts.bytes = 0;
    const cpu = process.cpuUsage();
    await Promise.all(Array.from({ length: WRITERS }, writer));
    const used = process.cpuUsage(cpu);
    return {
      extraMs,
      syncsPerWrite: disk.counts.writes / REQUESTS,
      bytesPerWrite: disk.counts.bytes / REQUESTS,
      cpuUsPerWrite: (used.user + used.system) / REQUESTS,
    };
  } finally {
    await store.close();
  }
};

export const groupCommitLine = (g: GroupCommit): string =>
  `${WRITERS} writers, ${g.extraMs === 0 ? "this disk" : `a disk ${g.extraMs} ms slower per write`}: ` +
  `${g.syncsPerWrite.toFixed(3)} fdatasyncs per durable write (${(1 / g.syncsPerWrite).toFixed(1)} writes share one), ` +
  `${g.bytesPerWrite.toFixed(0)} journal bytes per write, CPU ${g.cpuUsPerWrite.toFixed(0)} µs per write (in-process)`;
