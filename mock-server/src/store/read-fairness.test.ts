import { mkdtempSync } from "node:fs";
import { open, type FileHandle } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { JSONFile } from "lowdb/node";
import { openStore, type Store } from "./store";
import { openJournal } from "./journal";

/** A journal file whose writes wait until the test lets one through (a release before a write is kept for it). */
const heldDisk = (): {
  readonly openFile: (file: string, flags: number, mode: number) => Promise<FileHandle>;
  readonly writes: () => number;
  release(): void;
  /** Every write from now on goes through. */
  openUp(): void;
} => {
  const held: Array<() => void> = [];
  let permits = 0;
  let started = 0;
  return {
    openFile: async (file, flags, mode) => {
      const handle = await open(file, flags, mode);
      const write = handle.write.bind(handle) as (...args: unknown[]) => Promise<{ bytesWritten: number }>;
      Object.assign(handle, {
        write: async (...args: unknown[]) => {
          started += 1;
          if (permits > 0) permits -= 1;
          else await new Promise<void>((resolve) => held.push(resolve));
          return write(...args);
        },
      });
      return handle;
    },
    writes: () => started,
    release: () => {
      const next = held.shift();
      if (next === undefined) permits += 1;
      else next();
    },
    openUp: () => {
      permits = Number.POSITIVE_INFINITY;
      for (const next of held.splice(0)) next();
    },
  };
};

const addSchool = (store: Store, name: string): Promise<unknown> =>
  store.update((db) => {
    const id = (db.counters.schools ?? 0) + 1;
    db.counters.schools = id;
    db.schools.push({ id, name, owner_id: 1 });
  });

const names = (store: Store): string[] => store.data.schools.map((s) => s.name);
const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe("a reader waits for the group commit in flight, not for every later one (issue #32)", () => {
  it("runs the reader once the changes before it are durable, and applies the updates that came meanwhile after it", async () => {
    const disk = heldDisk();
    const dir = mkdtempSync(path.join(os.tmpdir(), "read-fairness-"));
    const store = await openStore(new JSONFile<unknown>(path.join(dir, "db.json")), {
      journal: await openJournal(path.join(dir, "journal.log"), { openFile: disk.openFile }),
    });
    const first = addSchool(store, "А");
    await tick();
    expect(disk.writes()).toBe(1);

    const waiting = store.settled();
    expect(waiting).not.toBeNull();
    let seen: string[] | null = null;
    void waiting?.then(() => {
      seen = names(store);
    });

    // Writers keep coming while the reader waits: they are held until it has run.
    const later = [addSchool(store, "Б"), addSchool(store, "В")];
    await tick();
    expect(names(store)).toEqual(["А"]);

    disk.release();
    await first;
    await tick();
    // The reader ran on exactly the durable state, and did not wait for the later writes' disk.
    expect(seen).toEqual(["А"]);
    expect(names(store)).toEqual(["А", "Б", "В"]);

    disk.openUp();
    await Promise.all(later);
    expect(store.settled()).toBeNull();
    await store.close();
  });
});
