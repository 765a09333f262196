import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { JSONFile } from "lowdb/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import jwt from "jsonwebtoken";
import { MAX_SESSIONS_PER_USER, REFRESH_GRACE_MS, createSessions } from "./sessions";
import { createSigner } from "./tokens";
import { openStore } from "../store/store";
import { openJournal } from "../store/journal";
import { TEST_SECRET, startTestServer, type TestServer } from "../test-support/test-server";

type Pair = { token: string; refresh_token: string };
const refreshed = (body: unknown): Pair => (body as { data: Pair }).data;
const gen = (token: string): number => (jwt.decode(token) as { gen: number }).gen;

describe("sessions survive lost answers (issue 16 rows 4 and 6)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const refresh = (token: string) => server.call("POST", "/api/token/refresh", { refresh_token: token });

  it("lets the previous refresh token through, long after the grace window, while its successor was never used", async () => {
    const first = await server.login("student@demo.ru");
    expect((await refresh(first.refresh_token)).status).toBe(200); // the answer is lost
    server.now += REFRESH_GRACE_MS * 30;
    const again = await refresh(first.refresh_token);
    expect(again.status).toBe(200);
    const pair = refreshed(again.body);
    expect(gen(pair.refresh_token)).toBe(1);
    expect((await server.call("GET", "/api/role", undefined, pair.token)).status).toBe(200);
    // The session lives on: the pair rotates as usual.
    expect((await refresh(pair.refresh_token)).status).toBe(200);
  });

  it("counts the predecessor as reuse once the successor's access token was used", async () => {
    const first = await server.login("student@demo.ru");
    const second = refreshed((await refresh(first.refresh_token)).body);
    expect((await server.call("GET", "/api/my-profile", undefined, second.token)).status).toBe(200);
    server.now += REFRESH_GRACE_MS + 1;
    expect((await refresh(first.refresh_token)).status).toBe(401);
    expect((await server.call("GET", "/api/role", undefined, second.token)).status).toBe(401);
    expect((await refresh(second.refresh_token)).status).toBe(401);
  });

  it("counts the predecessor as reuse once the successor was itself refreshed", async () => {
    const first = await server.login("teacher@demo.ru");
    const second = refreshed((await refresh(first.refresh_token)).body);
    const third = refreshed((await refresh(second.refresh_token)).body);
    expect((await refresh(first.refresh_token)).status).toBe(401);
    expect((await server.call("GET", "/api/role", undefined, third.token)).status).toBe(401);
  });

  it("writes a sign-in among 6,000 dead sessions as a small journal line", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "sessions-"));
    const journalFile = path.join(dir, "journal.log");
    const store = await openStore(new JSONFile<unknown>(path.join(dir, "db.json")), {
      journal: await openJournal(journalFile),
    });
    await store.update((db) => {
      for (let i = 0; i < 6_000; i += 1)
        db.sessions.push({
          id: `dead-${i}`,
          userId: 1,
          generation: 0,
          usedGeneration: 0,
          rotatedAt: 0,
          expiresAt: 10,
          revoked: i % 2 === 0,
        });
    });
    const sessions = createSessions(store, createSigner(TEST_SECRET, 60, 60), () => 1_000, 60);
    await sessions.open(1);
    const lines = readFileSync(journalFile, "utf8").trim().split("\n");
    expect(lines.at(-1)?.length).toBeLessThan(2_000);
    expect(store.data.sessions).toHaveLength(6_000 - 4 + 1);
    await store.close();
  });

  it("prunes dead sessions a few at a time and caps live sessions per user", async () => {
    const before = server.store.data.sessions.length;
    const pairs: Pair[] = [];
    for (let i = 0; i < MAX_SESSIONS_PER_USER + 5; i += 1) pairs.push(await server.login("manager@demo.ru"));
    const live = server.store.data.sessions.filter((s) => s.userId === 2 && !s.revoked);
    expect(live).toHaveLength(MAX_SESSIONS_PER_USER);
    // The oldest sign-ins were ended, the newest work.
    expect((await server.call("GET", "/api/role", undefined, pairs[0]?.token)).status).toBe(401);
    expect((await server.call("GET", "/api/role", undefined, pairs.at(-1)?.token)).status).toBe(200);
    // Login/logout churn does not grow the sessions: each sign-in removes what the last logout left.
    for (let i = 0; i < 30; i += 1) {
      const pair = await server.login("admin@demo.ru");
      expect((await server.call("POST", "/api/logout", undefined, pair.token)).status).toBe(200);
    }
    expect(server.store.data.sessions.length).toBeLessThanOrEqual(before + MAX_SESSIONS_PER_USER + 2);
  });
});
