import { afterAll, beforeAll, describe, expect, it } from "vitest";
import jwt from "jsonwebtoken";
import { REFRESH_GRACE_MS } from "./sessions";
import { createSigner } from "./tokens";
import { TEST_SECRET, startTestServer, type TestServer } from "../test-support/test-server";

type Pair = { token: string; refresh_token: string };
const refreshed = (body: unknown): Pair => (body as { data: Pair }).data;

describe("tokens and sessions (issue 4 §4)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("rotates the refresh token and the new pair works", async () => {
    const first = await server.login("student@demo.ru");
    server.now += 1000;
    const answer = await server.call("POST", "/api/token/refresh", { refresh_token: first.refresh_token });
    expect(answer.status).toBe(200);
    const second = refreshed(answer.body);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await server.call("GET", "/api/role", undefined, second.token)).status).toBe(200);
    server.now += 1000;
    expect((await server.call("POST", "/api/token/refresh", { refresh_token: second.refresh_token })).status).toBe(200);
  });

  it("gives two tabs refreshing with the same token the same pair within the grace window", async () => {
    const first = await server.login("student@demo.ru");
    const a = await server.call("POST", "/api/token/refresh", { refresh_token: first.refresh_token });
    server.now += REFRESH_GRACE_MS - 1000;
    const b = await server.call("POST", "/api/token/refresh", { refresh_token: first.refresh_token });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    // Both tabs hold the current generation: either can rotate next, and both access tokens work.
    const gen = (token: string) => (jwt.decode(token) as { gen: number }).gen;
    expect(gen(refreshed(b.body).refresh_token)).toBe(gen(refreshed(a.body).refresh_token));
    expect((await server.call("GET", "/api/role", undefined, refreshed(a.body).token)).status).toBe(200);
    expect((await server.call("GET", "/api/role", undefined, refreshed(b.body).token)).status).toBe(200);
    expect(
      (await server.call("POST", "/api/token/refresh", { refresh_token: refreshed(b.body).refresh_token })).status,
    ).toBe(200);
  });

  it("revokes the session when an old refresh token is reused after its successor was used and the grace window passed", async () => {
    const first = await server.login("student@demo.ru");
    const rotated = refreshed(
      (await server.call("POST", "/api/token/refresh", { refresh_token: first.refresh_token })).body,
    );
    // The client got the new pair: it calls with the new access token.
    expect((await server.call("GET", "/api/role", undefined, rotated.token)).status).toBe(200);
    server.now += REFRESH_GRACE_MS + 1000;
    const reuse = await server.call("POST", "/api/token/refresh", { refresh_token: first.refresh_token });
    expect(reuse.status).toBe(401);
    // The whole session is dead: the current refresh token and the access token stop working.
    expect((await server.call("POST", "/api/token/refresh", { refresh_token: rotated.refresh_token })).status).toBe(
      401,
    );
    expect((await server.call("GET", "/api/role", undefined, rotated.token)).status).toBe(401);
  });

  it("revokes on a reuse two generations back even inside the window", async () => {
    const g0 = await server.login("teacher@demo.ru");
    const g1 = refreshed((await server.call("POST", "/api/token/refresh", { refresh_token: g0.refresh_token })).body);
    const g2 = refreshed((await server.call("POST", "/api/token/refresh", { refresh_token: g1.refresh_token })).body);
    expect((await server.call("POST", "/api/token/refresh", { refresh_token: g0.refresh_token })).status).toBe(401);
    expect((await server.call("GET", "/api/role", undefined, g2.token)).status).toBe(401);
  });

  it("logout revokes the access and the refresh token", async () => {
    const pair = await server.login("manager@demo.ru");
    expect((await server.call("POST", "/api/logout", undefined, pair.token)).status).toBe(200);
    expect((await server.call("GET", "/api/my-profile", undefined, pair.token)).status).toBe(401);
    expect((await server.call("POST", "/api/token/refresh", { refresh_token: pair.refresh_token })).status).toBe(401);
    expect((await server.call("POST", "/api/logout", undefined, pair.token)).status).toBe(401);
  });

  it("rejects alg none, another secret, a refresh token used as access, and garbage", async () => {
    const pair = await server.login("admin@demo.ru");
    const claims = jwt.decode(pair.token) as Record<string, unknown>;
    const header = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
    const unsigned = `${header}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.`;
    expect((await server.call("GET", "/api/role", undefined, unsigned)).status).toBe(401);
    const forged = jwt.sign(claims, "another-secret", { algorithm: "HS256" });
    expect((await server.call("GET", "/api/role", undefined, forged)).status).toBe(401);
    expect((await server.call("GET", "/api/role", undefined, pair.refresh_token)).status).toBe(401);
    expect((await server.call("GET", "/api/role", undefined, "garbage")).status).toBe(401);
    expect((await server.call("POST", "/api/token/refresh", { refresh_token: pair.token })).status).toBe(401);
    expect((await server.call("GET", "/api/role", undefined, pair.token)).status).toBe(200);
  });

  it("expires the access token after its ttl: 401", async () => {
    const pair = await server.login("admin@demo.ru");
    server.now += 59_000;
    expect((await server.call("GET", "/api/role", undefined, pair.token)).status).toBe(200);
    server.now += 2_000;
    const expired = await server.call("GET", "/api/role", undefined, pair.token);
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ error: { message: "Для выполнения данной операции требуется авторизация!" } });
    // The refresh token still works and gives a fresh access token.
    const fresh = refreshed(
      (await server.call("POST", "/api/token/refresh", { refresh_token: pair.refresh_token })).body,
    );
    expect((await server.call("GET", "/api/role", undefined, fresh.token)).status).toBe(200);
  });

  it("accepts only the canonical spelling of a signature (issue 16 row 10)", async () => {
    const pair = await server.login("admin@demo.ru");
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const index = alphabet.indexOf(pair.token.slice(-1));
    // 32 bytes are 43 characters: the last one carries 4 bits and 2 unused ones, so 4 spellings decode alike.
    const spellings = [0, 1, 2, 3].map((low) => `${pair.token.slice(0, -1)}${alphabet[(index & ~3) | low] ?? ""}`);
    expect(
      spellings
        .map((t) => Buffer.from(t.split(".")[2] ?? "", "base64url").toString("hex"))
        .every((hex, _i, all) => hex === all[0]),
    ).toBe(true);
    const statuses = await Promise.all(
      spellings.map(async (t) => (await server.call("GET", "/api/role", undefined, t)).status),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses[index & 3]).toBe(200);
  });

  it("takes both lifetimes from the config", () => {
    const signer = createSigner(TEST_SECRET, 2, 30);
    const now = Date.parse("2026-01-01T00:00:00Z");
    const access = signer.access(1, "s", 0, now);
    const refresh = signer.refresh(1, "s", 0, now);
    expect(signer.verifyAccess(access, now + 1_999)?.sub).toBe("1");
    expect(signer.verifyAccess(access, now + 2_000)).toBeNull();
    expect(signer.verifyRefresh(refresh, now + 29_999)?.gen).toBe(0);
    expect(signer.verifyRefresh(refresh, now + 30_000)).toBeNull();
    expect(signer.verifyAccess(refresh, now)).toBeNull();
  });
});
