import { existsSync, mkdtempSync, readFileSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { JSONFile } from "lowdb/node";
import { describe, expect, it } from "vitest";
import { lowCostHashSync } from "../auth/passwords";
import { startChildServer } from "../test-support/child-server";
import { newProfile } from "./user-record";
import { openJournal } from "./journal";
import { openStore } from "./store";

/**
 * A full disk, for real: the server runs under `ulimit -f` (no file it writes may grow past the
 * limit; the kernel cuts a write short at the limit, then fails the next one with EFBIG, just as a
 * full file system returns a short write and then ENOSPC). Its data folder holds one owner and no
 * demo data (NODE_ENV=production), so the journal reaches the limit after a few hundred writes;
 * and 600 older author applications, so the last snapshot on SIGTERM (old data plus the new
 * courses) does not fit either, as on a disk that is really full.
 */
const LIMIT_KB = 192;
const PASSWORD = "secret-1";
const NAME_PAD = "ы".repeat(90);

const smallDataDir = async (): Promise<string> => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "disk-full-"));
  const dbFile = path.join(dataDir, "db.json");
  const store = await openStore(new JSONFile<unknown>(dbFile), {
    journal: await openJournal(path.join(dataDir, "journal.log")),
    snapshotFile: dbFile,
  });
  await store.update((db) => {
    db.schools.push({ id: 1, name: "Школа", owner_id: 1 });
    db.users.push({
      id: 1,
      email: "owner@full.ru",
      password: lowCostHashSync(PASSWORD),
      roles: ["school_owner"],
      school_id: [1],
      profile: newProfile(1, "Ольга", "Смирнова", null),
    });
    db.counters.users = 1;
    db.counters.schools = 1;
    for (let id = 1; id <= 600; id += 1) {
      db.authorApplications.push({
        id,
        name: `Заявитель ${id} ${NAME_PAD.slice(0, 20)}`,
        email: `a${id}@full.ru`,
        phone: "79161234567",
        created_at: "2026-01-01T00:00:00.000Z",
      });
    }
  });
  await store.close();
  return dataDir;
};

const login = async (url: string): Promise<string> => {
  const answer = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "owner@full.ru", password: PASSWORD }),
  });
  return ((await answer.json()) as { tokens: { token: string } }).tokens.token;
};

type Outcome = { readonly acked: string[]; readonly failed: string[]; readonly failureMessages: Set<string> };

/** One writer: creates courses until 5 of its writes have failed; keeps which were acknowledged and which failed. */
const writer = async (url: string, token: string, index: number, outcome: Outcome): Promise<void> => {
  let failures = 0;
  for (let n = 0; failures < 5 && n < 2_000; n += 1) {
    const name = `writer ${index} course ${n} ${NAME_PAD}`;
    const answer = await fetch(`${url}/api/courses`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ name }),
    });
    const body = (await answer.json()) as { data?: { name: string }; error?: { message: string } };
    if (answer.status === 201 && body.data?.name === name) outcome.acked.push(name);
    else {
      expect(answer.status).toBe(503);
      outcome.failed.push(name);
      outcome.failureMessages.add(body.error?.message ?? "");
      failures += 1;
    }
  }
};

/** Every course name the server lists, paging through. */
const listedNames = async (url: string, token: string): Promise<Set<string>> => {
  const names = new Set<string>();
  for (let page = 1; ; page += 1) {
    const answer = await fetch(`${url}/api/created-courses?page=${page}&per_page=100`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { data: Array<{ name: string }>; meta: { total: number } };
    body.data.forEach((c) => names.add(c.name));
    if (page * 100 >= body.meta.total) return names;
  }
};

describe("a full disk (issue 16 rows 1 and 2)", () => {
  it("keeps every acknowledged write of 16 writers, shows no failed one, serves reads and stops cleanly on SIGTERM", async () => {
    const dataDir = await smallDataDir();
    const server = await startChildServer(dataDir, { NODE_ENV: "production" }, { fileSizeLimitKb: LIMIT_KB });
    const token = await login(server.url);
    const outcome: Outcome = { acked: [], failed: [], failureMessages: new Set() };
    await Promise.all(Array.from({ length: 16 }, (_, i) => writer(server.url, token, i, outcome)));

    expect(outcome.acked.length).toBeGreaterThan(50);
    expect(outcome.failed.length).toBe(16 * 5);
    expect([...outcome.failureMessages]).toEqual(["Произошла ошибка на стороне сервера!"]);
    // The full server still reads, and lists exactly the acknowledged courses.
    const listed = await listedNames(server.url, token);
    expect(outcome.acked.filter((name) => !listed.has(name))).toEqual([]);
    expect(outcome.failed.filter((name) => listed.has(name))).toEqual([]);
    expect(listed.size).toBe(outcome.acked.length);

    // SIGTERM: the last snapshot does not fit either; the process still exits 0 and leaves no temporary file.
    expect(await server.stop()).toBe(0);
    expect(readdirSync(dataDir).filter((f) => f.endsWith(".tmp"))).toEqual([]);
    expect(server.output()).toMatch(/snapshot could not be written on close/);
    expect(server.output()).not.toMatch(/Unhandled|TypeError|uncaught/i);

    // Restarted with room again: every acknowledged course is there, no failed one.
    const again = await startChildServer(dataDir, { NODE_ENV: "production" });
    try {
      const restored = await listedNames(again.url, await login(again.url));
      expect(outcome.acked.filter((name) => !restored.has(name))).toEqual([]);
      expect(outcome.failed.filter((name) => restored.has(name))).toEqual([]);
    } finally {
      await again.stop();
    }
    // The stop wrote the snapshot (a start only replays the journal, issue #32).
    const snapshot = JSON.parse(readFileSync(path.join(dataDir, "db.json"), "utf8")) as {
      courses: Array<{ id: number }>;
    };
    expect(new Set(snapshot.courses.map((c) => c.id)).size).toBe(outcome.acked.length);
    expect(existsSync(path.join(dataDir, ".db.json.tmp"))).toBe(false);
  }, 120_000);
});
