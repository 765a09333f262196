import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startChildServer } from "../test-support/child-server";

type Pair = { token: string; refresh_token: string };

const post = (url: string, pathname: string, body: unknown, token?: string) =>
  fetch(`${url}${pathname}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
const role = async (url: string, token: string): Promise<number> =>
  (await fetch(`${url}/api/role`, { headers: { authorization: `Bearer ${token}` } })).status;

describe("a refresh whose answer is lost to a killed server (issue 16 row 4)", () => {
  it("accepts the old refresh token after the restart, and still revokes on a real reuse", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "session-kill-"));
    const first = await startChildServer(dataDir);
    const login = (await (
      await post(first.url, "/api/login", { email: "student@demo.ru", password: "demo123" })
    ).json()) as { tokens: Pair };
    const g0 = login.tokens;
    // The refresh is rotated and its journal line written (it answers only after that); the
    // client never reads the answer, and the server dies with kill -9.
    const lost = await post(first.url, "/api/token/refresh", { refresh_token: g0.refresh_token });
    expect(lost.status).toBe(200);
    await first.kill9();

    const second = await startChildServer(dataDir);
    try {
      const again = await post(second.url, "/api/token/refresh", { refresh_token: g0.refresh_token });
      expect(again.status).toBe(200);
      const g1 = ((await again.json()) as { data: Pair }).data;
      expect(await role(second.url, g1.token)).toBe(200);
      const next = await post(second.url, "/api/token/refresh", { refresh_token: g1.refresh_token });
      expect(next.status).toBe(200);
      const g2 = ((await next.json()) as { data: Pair }).data;
      expect(await role(second.url, g2.token)).toBe(200);
      // g0's successor has been used: presenting g0 now is a reuse, and ends the session.
      expect((await post(second.url, "/api/token/refresh", { refresh_token: g0.refresh_token })).status).toBe(401);
      expect(await role(second.url, g2.token)).toBe(401);
      expect((await post(second.url, "/api/token/refresh", { refresh_token: g2.refresh_token })).status).toBe(401);
    } finally {
      await second.stop();
    }
  }, 90_000);
});
