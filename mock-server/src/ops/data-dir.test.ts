import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openJournal } from "../store/journal";
import { snapshotFile } from "../store/snapshot-file";
import { openStore, type Store } from "../store/store";
import { backupDataDir, restoreDataDir } from "./data-dir";

const open = async (dir: string): Promise<Store> =>
  openStore(snapshotFile(path.join(dir, "db.json")), {
    journal: await openJournal(path.join(dir, "journal.log")),
    snapshotFile: path.join(dir, "db.json"),
    log: () => undefined,
  });

const addSchool = (store: Store, name: string): Promise<void> =>
  store.update((db) => {
    const id = (db.counters.schools ?? 0) + 1;
    db.counters.schools = id;
    db.schools.push({ id, name, owner_id: 1 });
  });

describe("backup and restore of a data folder (issue #32 part 9)", () => {
  it("backs up a running server's folder with the journal's tail folded in, and restores it keeping the old folder", async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "backup-"));
    const dataDir = path.join(root, "data");
    mkdirSync(path.join(dataDir, "files"), { recursive: true });
    writeFileSync(path.join(dataDir, "files", "a.bin"), "файл");
    writeFileSync(path.join(dataDir, "jwt-secret"), "s".repeat(64));
    const live = await open(dataDir);
    await addSchool(live, "В снимке");
    await live.flush();
    await addSchool(live, "Только в журнале");
    // The server is still running (not closed): its last change is in the journal only.
    const backup = path.join(root, "backup");
    const summary = await backupDataDir(dataDir, backup);
    expect(summary.sequence).toBe(2);
    expect(readdirSync(backup).sort()).toEqual(["db.json", "files", "journal.log", "jwt-secret"]);
    expect(readFileSync(path.join(backup, "files", "a.bin"), "utf8")).toBe("файл");
    await expect(backupDataDir(dataDir, backup)).rejects.toThrow(/not empty/);

    await addSchool(live, "После копии");
    await live.close();
    const movedTo = await restoreDataDir(backup, dataDir, new Date("2026-11-27T08:00:00Z"));
    expect(movedTo).toBe(`${dataDir}.before-restore-2026-11-27T08-00-00-000Z`);
    expect(existsSync(path.join(movedTo ?? "", "db.json"))).toBe(true);
    const restored = await open(dataDir);
    expect(restored.data.schools.map((s) => s.name)).toEqual(["В снимке", "Только в журнале"]);
    expect(readFileSync(path.join(dataDir, "jwt-secret"), "utf8")).toBe("s".repeat(64));
    await restored.close();
  });

  it("refuses to restore a damaged backup and leaves the data folder as it was", async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "backup-"));
    const dataDir = path.join(root, "data");
    mkdirSync(dataDir);
    const store = await open(dataDir);
    await addSchool(store, "Своя");
    await store.close();
    const broken = path.join(root, "broken");
    mkdirSync(broken);
    writeFileSync(path.join(broken, "db.json"), '{"schools": 5}');
    await expect(restoreDataDir(broken, dataDir, new Date())).rejects.toThrow(/does not match its schema/);
    expect(readdirSync(root).sort()).toEqual(["broken", "data"]);
  });
});
