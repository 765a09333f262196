import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startChildServer } from "../test-support/child-server";

describe("a journal with a line deleted from its middle (issue 16 row 3)", () => {
  it("makes the server refuse to start, naming the file and the missing record; the snapshot is not rewritten", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "journal-gap-start-"));
    const first = await startChildServer(dataDir);
    const login = await fetch(`${first.url}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "owner@demo.ru", password: "demo123" }),
    });
    const { token } = ((await login.json()) as { tokens: { token: string } }).tokens;
    for (const name of ["Первый", "Второй", "Третий", "Четвёртый"]) {
      const answer = await fetch(`${first.url}/api/courses`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ name }),
      });
      expect(answer.status).toBe(201);
    }
    await first.kill9();

    const journal = path.join(dataDir, "journal.log");
    const lines = readFileSync(journal, "utf8")
      .split("\n")
      .filter((line) => line !== "");
    expect(lines.length).toBeGreaterThanOrEqual(5); // the login's session, then the four courses
    const missing = (JSON.parse(lines[2] ?? "{}") as { s: number }).s;
    writeFileSync(journal, `${[...lines.slice(0, 2), ...lines.slice(3)].join("\n")}\n`);
    const snapshotBefore = readFileSync(path.join(dataDir, "db.json"), "utf8");

    const refusal = await startChildServer(dataDir).then(
      async (server) => {
        await server.stop();
        return "started";
      },
      (error: unknown) => String(error),
    );
    expect(refusal).toContain("server exited with 1");
    expect(refusal).toContain(
      `${journal}: journal record ${missing} is missing (the record after ${missing - 1} is ${missing + 1})`,
    );
    expect(readFileSync(path.join(dataDir, "db.json"), "utf8")).toBe(snapshotBefore);
  }, 90_000);
});
