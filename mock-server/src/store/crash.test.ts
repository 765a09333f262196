import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startChildServer } from "../test-support/child-server";

type Acked = { readonly id: number; readonly name: string };

const loginOwner = async (url: string): Promise<string> => {
  const answer = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "owner@demo.ru", password: "demo123" }),
  });
  return ((await answer.json()) as { tokens: { token: string } }).tokens.token;
};

/** One writer: creates courses one after another until the server dies; keeps what was acknowledged. */
const writer = async (
  url: string,
  token: string,
  index: number,
  acked: Acked[],
  stop: { now: boolean },
): Promise<void> => {
  for (let n = 0; !stop.now; n += 1) {
    const name = `writer ${index} course ${n}`;
    try {
      const answer = await fetch(`${url}/api/courses`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ name }),
      });
      if (answer.status !== 201) continue;
      const body = (await answer.json()) as { data: Acked };
      acked.push({ id: body.data.id, name: body.data.name });
    } catch {
      return; // the server is gone
    }
  }
};

describe("crash safety (issue 4 §7)", () => {
  it("keeps every acknowledged write of 16 concurrent writers through kill -9", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "crash-"));
    const first = await startChildServer(dataDir);
    const token = await loginOwner(first.url);
    const acked: Acked[] = [];
    const stop = { now: false };
    const writers = Array.from({ length: 16 }, (_, i) => writer(first.url, token, i, acked, stop));
    // Kill mid-stream: once 300 writes were acknowledged, or after 4 s on a busy machine.
    const deadline = Date.now() + 4_000;
    while (acked.length < 300 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await first.kill9();
    stop.now = true;
    await Promise.all(writers);
    expect(acked.length).toBeGreaterThan(16);

    // The lowdb file parses as it was left.
    expect(() => JSON.parse(readFileSync(path.join(dataDir, "db.json"), "utf8")) as unknown).not.toThrow();

    const second = await startChildServer(dataDir);
    try {
      // The API serves them (the start replayed the journal's tail).
      const again = await loginOwner(second.url);
      const sample = acked.filter((_, i) => i % 25 === 0);
      for (const course of sample) {
        const answer = await fetch(`${second.url}/api/courses/${course.id}`, {
          headers: { authorization: `Bearer ${again}` },
        });
        expect(answer.status).toBe(200);
        expect(((await answer.json()) as { data: Acked }).data.name).toBe(course.name);
      }
    } finally {
      await second.stop();
    }
    // And the snapshot the stop wrote holds each of them once.
    const snapshot = JSON.parse(readFileSync(path.join(dataDir, "db.json"), "utf8")) as { courses: Acked[] };
    const stored = new Map(snapshot.courses.map((c) => [c.id, c.name]));
    const missing = acked.filter((a) => stored.get(a.id) !== a.name);
    expect(missing).toEqual([]);
    expect(new Set(snapshot.courses.map((c) => c.id)).size).toBe(snapshot.courses.length);
  }, 90_000);
});
