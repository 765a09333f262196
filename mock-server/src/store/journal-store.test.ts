import { appendFileSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { JSONFile } from "lowdb/node";
import { openStore, type Store } from "./store";
import { openJournal } from "./journal";
import { parseJournal } from "./journal-record";

const open = async (dir: string, compactBytes?: number): Promise<Store> =>
  openStore(new JSONFile<unknown>(path.join(dir, "db.json")), {
    journal: await openJournal(path.join(dir, "journal.log")),
    ...(compactBytes === undefined ? {} : { compactBytes }),
  });

const addSchool = (store: Store, name: string): Promise<number> =>
  store.update((db) => {
    const id = (db.counters.schools ?? 0) + 1;
    db.counters.schools = id;
    db.schools.push({ id, name, owner_id: 1 });
    return id;
  });

const journalLines = (dir: string): number =>
  readFileSync(path.join(dir, "journal.log"), "utf8")
    .split("\n")
    .filter((l) => l !== "").length;

describe("journal store (issue 4 §7)", () => {
  it("acknowledges an update once it is in the journal, as a small record, and replays it on the next start", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "journal-"));
    const first = await open(dir);
    await addSchool(first, "Первая");
    await addSchool(first, "Вторая");
    // No close: as if the process died. The lowdb file still holds the empty snapshot.
    expect(journalLines(dir)).toBe(2);
    const line = readFileSync(path.join(dir, "journal.log"), "utf8").split("\n")[1] ?? "";
    expect(line.length).toBeLessThan(200);
    const second = await open(dir);
    expect(second.data.schools.map((s) => s.name)).toEqual(["Первая", "Вторая"]);
    // The start replayed the journal and wrote nothing (issue #32); the close compacts it into the lowdb file.
    expect(journalLines(dir)).toBe(2);
    await second.close();
    expect(journalLines(dir)).toBe(0);
    const snapshot = JSON.parse(readFileSync(path.join(dir, "db.json"), "utf8")) as {
      schools: unknown[];
      journalSeq: number;
    };
    expect(snapshot.schools).toHaveLength(2);
    expect(snapshot.journalSeq).toBe(2);
  });

  it("keeps every one of many concurrent updates (group commit) and their order", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "journal-"));
    const store = await open(dir);
    const ids = await Promise.all(Array.from({ length: 200 }, (_, i) => addSchool(store, `Школа ${i}`)));
    expect(new Set(ids).size).toBe(200);
    expect(journalLines(dir)).toBe(200);
    const again = await open(dir);
    expect(again.data.schools).toHaveLength(200);
    expect(again.data.schools.map((s) => s.id)).toEqual(store.data.schools.map((s) => s.id));
  });

  it("drops a torn last line, and refuses a damaged one in the middle", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "journal-"));
    const store = await open(dir);
    await addSchool(store, "Целая");
    appendFileSync(path.join(dir, "journal.log"), '{"s":2,"v":2,"p":[{"op":"set","path":["schools","1"],"val');
    const again = await open(dir);
    expect(again.data.schools.map((s) => s.name)).toEqual(["Целая"]);
    expect(() => parseJournal('{"s":1,"v":2,"p":[]}\nnot json\n{"s":2,"v":2,"p":[]}\n', "j")).toThrow(/line 2/);
    expect(
      parseJournal('{"s":1,"v":2,"p":[]}\n{"s":2,"v":2,"p":[{"op":"set","path":["x"],"value":1}]}\n', "j"),
    ).toHaveLength(2);
    // The first format (immer patches, no `v`) is refused, naming the line, not half-applied.
    expect(() =>
      parseJournal('{"s":1,"p":[{"op":"replace","path":["x"],"value":1}]}\n{"s":2,"v":2,"p":[]}\n', "j"),
    ).toThrow(/line 1 is not a journal record/);
  });

  it("leaves nothing applied when an update throws", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "journal-"));
    const store = await open(dir);
    await expect(
      store.update((db) => {
        db.schools.push({ id: 1, name: "half", owner_id: 1 });
        throw new Error("rule broken");
      }),
    ).rejects.toThrow("rule broken");
    expect(store.data.schools).toEqual([]);
    expect(journalLines(dir)).toBe(0);
  });

  it("compacts when the journal grows, and a restart after that loses nothing", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "journal-"));
    const store = await open(dir, 2_000);
    for (let i = 0; i < 60; i += 1) await addSchool(store, `Школа ${i}`);
    await store.flush();
    // Let a running compaction finish.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(journalLines(dir)).toBeLessThan(60);
    const again = await open(dir);
    expect(again.data.schools).toHaveLength(60);
  });

  it("loses nothing when compactions run in the middle of concurrent writes", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "journal-"));
    const store = await open(dir, 400);
    // 6 writers, each one update after another, so new updates keep arriving while compactions start.
    const writer = async (w: number): Promise<void> => {
      for (let i = 0; i < 50; i += 1) {
        await addSchool(store, `Писатель ${w} школа ${i}`);
        await new Promise((resolve) => setTimeout(resolve, (i * 7 + w * 3) % 3));
      }
    };
    await Promise.all(Array.from({ length: 6 }, (_, w) => writer(w)));
    // No close, but one writing process at a time: let the last compaction finish, then reopen.
    await store.flush();
    const again = await open(dir);
    expect(again.data.schools).toHaveLength(300);
    expect(new Set(again.data.schools.map((s) => s.name)).size).toBe(300);
  });

  it("recovers a compaction that died between moving the journal aside and writing the snapshot", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "journal-"));
    const store = await open(dir);
    await addSchool(store, "A");
    await addSchool(store, "B");
    // Simulate: the journal was moved aside, a newer line was written, and the process died.
    const lines = readFileSync(path.join(dir, "journal.log"), "utf8");
    writeFileSync(path.join(dir, "journal.log.old"), lines);
    writeFileSync(
      path.join(dir, "journal.log"),
      `{"s":3,"v":2,"p":[{"op":"set","path":["schools","2"],"value":{"id":3,"name":"C","owner_id":1}}]}\n`,
    );
    const again = await open(dir);
    expect(again.data.schools.map((s) => s.name)).toEqual(["A", "B", "C"]);
    const third = await open(dir);
    expect(third.data.schools.map((s) => s.name)).toEqual(["A", "B", "C"]);
  });
});
