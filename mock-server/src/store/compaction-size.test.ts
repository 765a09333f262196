import { mkdtempSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { snapshotFile } from "./snapshot-file";
import { openStore, type Store } from "./store";
import { openJournal } from "./journal";

const addSchool = (store: Store, name: string): Promise<unknown> =>
  store.update((db) => {
    const id = (db.counters.schools ?? 0) + 1;
    db.counters.schools = id;
    db.schools.push({ id, name, owner_id: 1 });
  });

describe("compaction as the data grows (issue #32)", () => {
  it("waits for a journal of a quarter of the snapshot, so a write's share of the snapshots stays the same at any size", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "compaction-size-"));
    const db = path.join(dir, "db.json");
    const journalFile = path.join(dir, "journal.log");
    const open = async (): Promise<Store> =>
      openStore(snapshotFile(db), { journal: await openJournal(journalFile), snapshotFile: db, compactBytes: 2_000 });
    const first = await open();
    for (let i = 0; i < 40; i += 1) await addSchool(first, `Школа ${i} ${"я".repeat(1_000)}`);
    await first.close();
    const snapshot = statSync(db).size;
    expect(snapshot).toBeGreaterThan(80_000);

    const store = await open();
    // Small writes: past compactBytes, well short of a quarter of the snapshot, nothing is compacted.
    for (let i = 0; i < 30; i += 1) await addSchool(store, `Новая ${i} ${"ж".repeat(200)}`);
    const journal = statSync(journalFile).size;
    expect(journal).toBeGreaterThan(2_000);
    expect(journal).toBeLessThan(snapshot / 4);
    expect(statSync(db).size).toBe(snapshot);
    // Past a quarter of the snapshot, the next write compacts.
    while (statSync(db).size === snapshot) await addSchool(store, `Ещё ${"ё".repeat(2_000)}`);
    await store.flush();
    expect(statSync(journalFile).size).toBeLessThan(snapshot / 4);
    await store.close();
  });
});
