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

describe("NODE_ENV=production and the demo accounts (issue 16 row 11)", () => {
  it("seeds no known password on an empty data folder and says how to create the first account", async () => {
    const server = await startChildServer(mkdtempSync(path.join(os.tmpdir(), "prod-")), { NODE_ENV: "production" });
    try {
      expect((await login(server.url)).status).toBe(422);
      expect(server.output()).not.toContain("demo123");
      expect(server.output()).not.toContain("admin@demo.ru");
      expect(server.output()).toContain(`Create the first account at ${server.url}/register`);
      // The dev mailbox is off: its API is 404, and /dev/mail is only the web app's fallback page.
      expect((await fetch(`${server.url}/api/dev/outbox`)).status).toBe(404);
      expect(await (await fetch(`${server.url}/dev/mail`)).text()).not.toContain("Почта разработчика");
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
