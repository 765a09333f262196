import { appendFileSync, mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openJournal } from "./journal";
import { snapshotFile } from "./snapshot-file";
import { openStore, type Store } from "./store";

const open = async (dir: string, log: (line: string) => void = () => undefined): Promise<Store> =>
  openStore(snapshotFile(path.join(dir, "db.json")), {
    journal: await openJournal(path.join(dir, "journal.log")),
    snapshotFile: path.join(dir, "db.json"),
    log,
  });

const addSchool = (store: Store, name: string): Promise<void> =>
  store.update((db) => {
    const id = (db.counters.schools ?? 0) + 1;
    db.counters.schools = id;
    db.schools.push({ id, name, owner_id: 1 });
  });

describe("a start and a stop (issue #32 parts 2 and 9)", () => {
  it("names a torn last journal line in the log, drops it and keeps the acknowledged lines before it", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "journal-start-"));
    const first = await open(dir);
    await addSchool(first, "Первая");
    await addSchool(first, "Вторая");
    // As if killed in the middle of the third append: half a line, never acknowledged.
    const journal = path.join(dir, "journal.log");
    appendFileSync(journal, '{"s":3,"v":2,"p":[{"op":"set","path":["schools","2"],"va');
    const lines: string[] = [];
    const second = await open(dir, (line) => lines.push(line));
    expect(second.data.schools.map((s) => s.name)).toEqual(["Первая", "Вторая"]);
    expect(lines).toContainEqual(expect.stringContaining(`${journal}: line 3 is torn`));
    expect(lines).toContainEqual(expect.stringContaining("replayed journal records 1–2"));
    await second.close();
  });

  it("replays only the journal's tail, writes no snapshot at start, and a stop leaves only db.json and journal.log", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "journal-start-"));
    const first = await open(dir);
    await addSchool(first, "В снимке");
    await first.close();
    const snapshot = readFileSync(path.join(dir, "db.json"), "utf8");
    // Compact JSON, not pretty-printed.
    expect(snapshot.includes("\n")).toBe(false);
    const second = await open(dir);
    await addSchool(second, "В журнале");
    // Not closed (killed): the next start replays the one line after the snapshot.
    const lines: string[] = [];
    const third = await open(dir, (line) => lines.push(line));
    expect(third.data.schools.map((s) => s.name)).toEqual(["В снимке", "В журнале"]);
    expect(lines).toEqual(["[store] replayed journal records 2–2 over the snapshot"]);
    expect(readFileSync(path.join(dir, "db.json"), "utf8")).toBe(snapshot);
    await third.close();
    expect(readdirSync(dir).sort()).toEqual(["db.json", "journal.log"]);
    expect(statSync(path.join(dir, "journal.log")).size).toBe(0);
    // A stop with nothing new leaves the snapshot as it is.
    const written = statSync(path.join(dir, "db.json")).mtimeMs;
    const fourth = await open(dir);
    await fourth.close();
    expect(statSync(path.join(dir, "db.json")).mtimeMs).toBe(written);
    expect(readdirSync(dir).sort()).toEqual(["db.json", "journal.log"]);
  });
});
