import { mkdtempSync } from "node:fs";
import { open as openFile, type FileHandle } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { JSONFile } from "lowdb/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HealthResponse } from "@app/domain/api/health";
import { openJournal } from "./journal";
import { openStore } from "./store";
import { seedDemo } from "../seed/seed-demo";
import { errorMessage, startTestServer, type TestServer } from "../test-support/test-server";

/**
 * The journal's file fails every write while `full.now` is set, as on a full disk. While `full.slow`
 * is set, a failing write first waits for it (a disk that takes its time to refuse), and tells
 * `full.reached` that it is waiting.
 */
const full: { now: boolean; slow: Promise<void> | null; reached: () => void } = {
  now: false,
  slow: null,
  reached: () => undefined,
};
const failingWhenFull = async (file: string, flags: number, mode: number): Promise<FileHandle> => {
  const handle = await openFile(file, flags, mode);
  const write = async (buffer: Buffer, offset?: number, length?: number) => {
    if (full.now && full.slow !== null) {
      full.reached();
      await full.slow;
    }
    if (full.now) throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
    return handle.write(buffer, offset, length);
  };
  return new Proxy(handle, {
    get: (target, key) => (key === "write" ? write : (Reflect.get(target, key, target) as unknown)),
  }) as FileHandle;
};

describe("a write that fails changes nothing (issue 16 row 2)", () => {
  let server: TestServer;
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "failed-write-"));
    const store = await openStore(new JSONFile<unknown>(path.join(dir, "db.json")), {
      journal: await openJournal(path.join(dir, "journal.log"), { openFile: failingWhenFull }),
      log: () => undefined,
    });
    await seedDemo(store);
    server = await startTestServer({ store });
  });
  afterAll(async () => {
    full.now = false;
    await server.close();
    await server.store.close();
  });

  it("answers 503 to a logout it could not save, and the session still works", async () => {
    const pair = await server.login("student@demo.ru");
    full.now = true;
    const logout = await server.call("POST", "/api/logout", undefined, pair.token);
    expect(logout.status).toBe(503);
    expect(errorMessage(logout.body)).toBe("Произошла ошибка на стороне сервера!");
    // GET /api/health tells an operator (issue #32 part 9).
    const health = async () => (await server.call("GET", "/api/health")).body as HealthResponse;
    expect((await health()).data).toMatchObject({ status: "read-only", store: { mode: "journal", writable: false } });
    full.now = false;
    expect((await server.call("GET", "/api/role", undefined, pair.token)).status).toBe(200);
    expect((await server.call("POST", "/api/logout", undefined, pair.token)).status).toBe(200);
    expect((await health()).data).toMatchObject({ status: "ok", store: { writable: true, pending_writes: 0 } });
    expect((await server.call("GET", "/api/role", undefined, pair.token)).status).toBe(401);
  });

  it("lists no discussion post whose save failed", async () => {
    const { token } = await server.login("student@demo.ru");
    const courses = (await server.call("GET", "/api/my-courses", undefined, token)).body as {
      data: Array<{ course_id: number }>;
    };
    const courseId = courses.data[0]?.course_id ?? 0;
    const list = async () =>
      (
        (await server.call("GET", `/api/courses/${courseId}/discussion?per_page=100`, undefined, token)).body as {
          data: Array<{ text: string }>;
        }
      ).data.map((p) => p.text);
    full.now = true;
    const failed = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        server.call("POST", `/api/courses/${courseId}/discussion`, { text: `Не сохранится ${i}` }, token),
      ),
    );
    full.now = false;
    expect(failed.map((a) => a.status)).toEqual([503, 503, 503, 503, 503]);
    expect((await list()).filter((text) => text.startsWith("Не сохранится"))).toEqual([]);
    const saved = await server.call("POST", `/api/courses/${courseId}/discussion`, { text: "Сохранится" }, token);
    expect(saved.status).toBe(201);
    expect(await list()).toContain("Сохранится");
  });

  it("never shows a reader a course whose save the full disk then refuses (issue #32 row 4)", async () => {
    const { token } = await server.login("owner@demo.ru");
    const first = (server.store.data.counters["courses"] ?? 0) + 1;
    const ids = Array.from({ length: 8 }, (_, i) => first + i);
    let release = (): void => undefined;
    const reached = new Promise<void>((resolve) => (full.reached = resolve));
    full.slow = new Promise<void>((resolve) => (release = resolve));
    full.now = true;
    const creations = ids.map((_, i) => server.call("POST", "/api/courses", { name: `Не сохранится ${i}` }, token));
    await reached;
    // The courses are in memory now, their journal lines not on disk: readers ask meanwhile.
    const reads = ids.map((id) => server.call("GET", `/api/courses/${id}`, undefined, token));
    const lists = server.call("GET", "/api/created-courses?per_page=100", undefined, token);
    release();
    expect((await Promise.all(creations)).map((a) => a.status)).toEqual(ids.map(() => 503));
    full.now = false;
    full.slow = null;
    expect((await Promise.all(reads)).map((a) => a.status)).toEqual(ids.map(() => 404));
    expect(JSON.stringify((await lists).body)).not.toContain("Не сохранится");
    const saved = await server.call("POST", "/api/courses", { name: "Сохранится" }, token);
    expect(saved.status).toBe(201);
    expect((await server.call("GET", `/api/courses/${first}`, undefined, token)).status).toBe(200);
  });
});
