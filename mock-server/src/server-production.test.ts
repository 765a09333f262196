import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startChildServer } from "./test-support/child-server";

const login = (url: string) =>
  fetch(`${url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@demo.ru", password: "demo123" }),
  });

describe("NODE_ENV=production and the demo accounts (issue 16 row 11, issue #32 part 4)", () => {
  it("seeds no known password on an empty data folder and says how to create the first account", async () => {
    const server = await startChildServer(mkdtempSync(path.join(os.tmpdir(), "prod-")), { NODE_ENV: "production" });
    try {
      expect((await login(server.url)).status).toBe(422);
      expect(server.output()).not.toContain("demo123");
      expect(server.output()).not.toContain("admin@demo.ru");
      expect(server.output()).toContain("run `npm run admin -- create EMAIL`");
      // Issue #32 row 5: a reset e-mail goes nowhere, and the log says so.
      expect(server.output()).toContain("No mail transport is configured");
      // The dev mailbox is off: its API is 404, and /dev/mail is only the web app's fallback page.
      expect((await fetch(`${server.url}/api/dev/outbox`)).status).toBe(404);
      expect(await (await fetch(`${server.url}/dev/mail`)).text()).not.toContain("Почта разработчика");
    } finally {
      await server.stop();
    }
  }, 60_000);

  it("`npm run admin -- create EMAIL` on the empty folder: its printed link sets the password, he signs in as admin", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "prod-admin-"));
    // PORT 1: no server answers there, so the command goes ahead (it refuses while one runs).
    const printed = execFileSync(
      process.execPath,
      ["--import", "tsx", path.resolve(import.meta.dirname, "ops/admin-cli.ts"), "create", "boss@school.ru"],
      {
        cwd: import.meta.dirname,
        env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, PORT: "1" },
        encoding: "utf8",
      },
    );
    const link = new URL(/http:\/\/\S+/.exec(printed)?.[0] ?? "http://missing");
    const server = await startChildServer(dataDir, { NODE_ENV: "production" });
    try {
      expect(server.output()).not.toContain("No administrator yet");
      const post = (url: string, body: unknown) =>
        fetch(`${server.url}${url}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
      const reset = await post("/api/password/reset", {
        email: link.searchParams.get("email"),
        token: link.searchParams.get("token"),
        password: "boss-secret",
      });
      expect(reset.status).toBe(200);
      const signIn = await post("/api/login", { email: "boss@school.ru", password: "boss-secret" });
      expect(((await signIn.json()) as { roles: string[] }).roles).toEqual(["admin"]);
    } finally {
      await server.stop();
    }
  }, 60_000);

  it("seeds with DEMO=1, and then warns loudly that the password is public", async () => {
    const server = await startChildServer(mkdtempSync(path.join(os.tmpdir(), "prod-demo-")), {
      NODE_ENV: "production",
      DEMO: "1",
    });
    try {
      expect((await login(server.url)).status).toBe(200);
      expect(server.output()).toContain(
        '!!! WARNING: DEMO=1 seeded the demo accounts with the PUBLIC password "demo123".',
      );
    } finally {
      await server.stop();
    }
  }, 60_000);
});
