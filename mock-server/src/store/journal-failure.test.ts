import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { open as openFile, type FileHandle } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { JSONFile } from "lowdb/node";
import { describe, expect, it } from "vitest";
import { openStore, type Store } from "./store";
import { openJournal, type JournalOptions } from "./journal";
import { isStoreUnavailable } from "./store-unavailable";

const open = async (dir: string, options: JournalOptions = {}): Promise<Store> =>
  openStore(new JSONFile<unknown>(path.join(dir, "db.json")), {
    journal: await openJournal(path.join(dir, "journal.log"), options),
    snapshotFile: path.join(dir, "db.json"),
    log: () => undefined,
  });

const addSchool = (store: Store, name: string): Promise<number> =>
  store.update((db) => {
    const id = (db.counters.schools ?? 0) + 1;
    db.counters.schools = id;
    db.schools.push({ id, name, owner_id: 1 });
    return id;
  });

/** A file whose writes stop fitting once `room` more bytes were written: the first write past it is cut short, the next fails (as on a full disk). */
const fillsAfter = (room: { bytes: number }): JournalOptions => ({
  openFile: async (file, flags, mode) => {
    const handle = await openFile(file, flags, mode);
    const write = async (buffer: Buffer, offset = 0, length = buffer.length - offset) => {
      if (room.bytes <= 0) throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
      const fits = Math.min(length, room.bytes);
      room.bytes -= fits;
      return handle.write(buffer, offset, fits);
    };
    return new Proxy(handle, {
      get: (target, key) => (key === "write" ? write : (Reflect.get(target, key, target) as unknown)),
    }) as FileHandle;
  },
});

describe("journal write failures (issue 16 rows 1 and 2)", () => {
  it("completes a short write, and on a failed one undoes the update and every later one waiting, then goes on", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "journal-fail-"));
    const room = { bytes: Number.POSITIVE_INFINITY };
    const store = await open(dir, fillsAfter(room));
    await addSchool(store, "До");
    // Room for one and a half lines: the first of 20 concurrent updates fits (its batch is written
    // alone), the next batch is cut short and then fails, with everything queued behind it.
    const line = readFileSync(path.join(dir, "journal.log")).length;
    room.bytes = Math.floor(line * 1.5);
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => addSchool(store, `Школа ${i}`)));
    const saved = results.flatMap((r, i) => (r.status === "fulfilled" ? [`Школа ${i}`] : []));
    const failed = results.filter((r) => r.status === "rejected");
    expect(saved).toEqual(["Школа 0"]);
    expect(failed).toHaveLength(19);
    expect(failed.every((r) => r.status === "rejected" && isStoreUnavailable(r.reason))).toBe(true);
    // Memory holds exactly what the journal holds; the file has no half line.
    expect(store.data.schools.map((s) => s.name)).toEqual(["До", "Школа 0"]);
    expect(store.data.counters.schools).toBe(2);
    expect(readFileSync(path.join(dir, "journal.log"), "utf8").endsWith("\n")).toBe(true);

    // Room again: the next update takes the next sequence number, and a restart replays all.
    room.bytes = Number.POSITIVE_INFINITY;
    expect(await addSchool(store, "После")).toBe(3);
    const again = await open(dir);
    expect(again.data.schools.map((s) => s.name)).toEqual(["До", "Школа 0", "После"]);
    await again.close();
  });

  it("refuses to start when a journal line is missing from the middle, naming the file and the gap", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "journal-gap-"));
    const store = await open(dir);
    for (const name of ["1", "2", "3", "4", "5"]) await addSchool(store, name);
    // No close: as if killed. Delete the third line.
    const file = path.join(dir, "journal.log");
    const lines = readFileSync(file, "utf8").split("\n");
    writeFileSync(file, [...lines.slice(0, 2), ...lines.slice(3)].join("\n"));
    await expect(open(dir)).rejects.toThrow(`${file}: journal record 3 is missing (the record after 2 is 4)`);
    // The snapshot was not touched: it still holds none of the five.
    expect((JSON.parse(readFileSync(path.join(dir, "db.json"), "utf8")) as { schools: unknown[] }).schools).toEqual([]);
  });
});
