import { cpSync, existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { openJournal } from "./journal";
import { snapshotFile } from "./snapshot-file";
import { openStore, type Store } from "./store";
import { STORE_VERSION } from "./migrations";
import { backupDataDir } from "../ops/data-dir";

/** A data folder the server of data version 1 wrote: a snapshot and five journal lines (fixtures/v1/README.md). */
const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures", "v1");

const copyOfFixture = (): string => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "migrate-start-"));
  cpSync(FIXTURE, dir, { recursive: true });
  return dir;
};

const open = async (dir: string, log: (line: string) => void = () => undefined): Promise<Store> =>
  openStore(snapshotFile(path.join(dir, "db.json")), {
    journal: await openJournal(path.join(dir, "journal.log")),
    snapshotFile: path.join(dir, "db.json"),
    log,
  });

type Snapshot = { schemaVersion: number; journalSeq: number; sessions: Array<{ usedGeneration?: number }> };
const snapshotOf = (dir: string): Snapshot => JSON.parse(readFileSync(path.join(dir, "db.json"), "utf8")) as Snapshot;

describe("versioned stored data (issue #39 row 8)", () => {
  it("starts a data folder written by the server before versions through its migration, once", async () => {
    const dir = copyOfFixture();
    const lines: string[] = [];
    const store = await open(dir, (line) => lines.push(line));
    // Everything came through: the snapshot's records 1–5 and the journal's 6–10.
    expect(store.data.schemaVersion).toBe(STORE_VERSION);
    expect(store.data.users.map((u) => u.email)).toEqual(["anna@example.com", "boris@example.com", "vera@example.com"]);
    expect(store.data.users[2]?.profile.name).toBe("Вера");
    expect(store.data.outbox.map((m) => m.to)).toEqual(store.data.users.map((u) => u.email));
    expect(store.data.categories).toHaveLength(6);
    expect(store.data.counters).toMatchObject({ users: 3, profiles: 104, outbox: 3, categories: 6 });
    expect(store.health().sequence).toBe(10);
    // The migrated field: every session carries usedGeneration (boris's refreshed one: generation 1, 0 used).
    expect(store.data.sessions.map((s) => [s.userId, s.generation, s.usedGeneration])).toEqual([
      [1, 0, 0],
      [2, 0, 0],
      [1, 0, 0],
      [2, 1, 0],
      [3, 0, 0],
    ]);
    expect(lines).toEqual([
      "[store] replayed journal records 6–10 over the snapshot",
      expect.stringMatching(
        /data version 1 migrated to 2 \(2: sessions: usedGeneration .*\); the snapshot is rewritten at 2$/,
      ),
    ]);
    // Rewritten at the new version before the start returned: the snapshot holds all ten records, the old lines are gone.
    const rewritten = snapshotOf(dir);
    expect(rewritten.schemaVersion).toBe(STORE_VERSION);
    expect(rewritten.journalSeq).toBe(10);
    expect(rewritten.sessions.map((s) => s.usedGeneration)).toEqual([0, 0, 0, 0, 0]);
    expect(statSync(path.join(dir, "journal.log")).size).toBe(0);
    expect(existsSync(path.join(dir, "journal.log.old"))).toBe(false);
    // A new line carries its data version.
    await store.update((db) => {
      db.schools.push({ id: 1, name: "Школа", owner_id: 1 });
    });
    const line = JSON.parse(readFileSync(path.join(dir, "journal.log"), "utf8")) as { s: number; d: number };
    expect(line).toMatchObject({ s: 11, d: STORE_VERSION });

    // Not closed (as if killed): the next start replays line 11 and migrates nothing.
    const snapshotText = readFileSync(path.join(dir, "db.json"), "utf8");
    const again: string[] = [];
    const second = await open(dir, (l) => again.push(l));
    expect(again).toEqual(["[store] replayed journal records 11–11 over the snapshot"]);
    expect(readFileSync(path.join(dir, "db.json"), "utf8")).toBe(snapshotText);
    expect(second.data.sessions).toEqual(store.data.sessions);
    expect(second.data.schools.map((s) => s.name)).toEqual(["Школа"]);
    await second.close();
  });

  it("keeps a migration cut short after its snapshot: the old lines it holds are skipped, not migrated again", async () => {
    const dir = copyOfFixture();
    const first = await open(dir);
    const migrated = first.data.sessions.map((s) => ({ ...s }));
    // As if killed between the new snapshot's rename and the old journal's removal.
    writeFileSync(path.join(dir, "journal.log"), readFileSync(path.join(FIXTURE, "journal.log")));
    const lines: string[] = [];
    const second = await open(dir, (line) => lines.push(line));
    expect(lines).toEqual([]);
    expect(second.data.sessions).toEqual(migrated);
    expect(second.data.users).toHaveLength(3);
    await second.close();
  });

  it("backs up an old data folder at the current version, and leaves the folder itself as it was", async () => {
    const dir = copyOfFixture();
    const target = path.join(mkdtempSync(path.join(os.tmpdir(), "migrate-backup-")), "backup");
    expect(await backupDataDir(dir, target)).toEqual({ sequence: 10, courses: 0, users: 3 });
    const backup = snapshotOf(target);
    expect(backup.schemaVersion).toBe(STORE_VERSION);
    expect(backup.sessions.map((s) => s.usedGeneration)).toEqual([0, 0, 0, 0, 0]);
    expect(snapshotOf(dir).schemaVersion).toBe(1);
  });

  it("refuses a data folder written by a newer server, with a log line, and leaves it as it is", async () => {
    const dir = copyOfFixture();
    const newer = { ...snapshotOf(dir), schemaVersion: STORE_VERSION + 1 };
    writeFileSync(path.join(dir, "db.json"), JSON.stringify(newer));
    const before = readFileSync(path.join(dir, "db.json"), "utf8");
    const lines: string[] = [];
    await expect(open(dir, (line) => lines.push(line))).rejects.toThrow(
      `written at data version ${STORE_VERSION + 1} by a newer server; this one reads versions up to ${STORE_VERSION}`,
    );
    expect(lines).toEqual([expect.stringContaining(`[store] ${path.join(dir, "db.json")}: written at data version 3`)]);
    expect(readFileSync(path.join(dir, "db.json"), "utf8")).toBe(before);
    expect(readFileSync(path.join(dir, "journal.log"))).toEqual(readFileSync(path.join(FIXTURE, "journal.log")));
  });
});
