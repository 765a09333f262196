import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { THROTTLE_RULES, createLoginThrottle } from "./login-throttle";
import { errorMessage, startTestServer, type TestServer } from "../test-support/test-server";

describe("wrong-password throttling (issue 16 row 7)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("answers 429 with a Russian message and Retry-After after 5 wrong passwords, before checking the password", async () => {
    const wrong = () => server.call("POST", "/api/login", { email: "admin@demo.ru", password: "wrong-password" });
    for (let i = 0; i < THROTTLE_RULES.accountAddress.size; i += 1) expect((await wrong()).status).toBe(422);
    const throttled = await wrong();
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get("retry-after")).toBe("60");
    expect(errorMessage(throttled.body)).toBe("Слишком много неудачных попыток входа. Повторите через 60 с");
    // Even the right password waits (an attacker learns nothing from a throttled attempt).
    expect((await server.call("POST", "/api/login", { email: "admin@demo.ru", password: "demo123" })).status).toBe(429);
    // A minute later one more attempt is allowed: the right password signs in.
    server.now += 60_000;
    expect((await server.call("POST", "/api/login", { email: "admin@demo.ru", password: "demo123" })).status).toBe(200);
  });

  it("keeps an account's owner signing in at his usual address while attackers elsewhere drain the account", () => {
    let now = 0;
    const throttle = createLoginThrottle(() => now);
    throttle.succeeded("owner@demo.ru", "10.0.0.1");
    for (let i = 0; i < 200; i += 1) throttle.failed("owner@demo.ru", `10.9.${Math.floor(i / 4)}.${i % 4}`);
    expect(throttle.retryAfter("owner@demo.ru", "10.0.0.1")).toBe(0);
    // A new address waits for the account bucket, but never for long: it refills a token a minute.
    expect(throttle.retryAfter("owner@demo.ru", "10.0.0.2")).toBeGreaterThan(0);
    now += THROTTLE_RULES.account.refillMs;
    expect(throttle.retryAfter("owner@demo.ru", "10.0.0.2")).toBe(0);
  });

  it("limits one address across many accounts", () => {
    let now = 0;
    const throttle = createLoginThrottle(() => now);
    for (let i = 0; i < THROTTLE_RULES.address.size; i += 1) throttle.failed(`user${i}@demo.ru`, "10.1.1.1");
    expect(throttle.retryAfter("another@demo.ru", "10.1.1.1")).toBe(20);
    expect(throttle.retryAfter("another@demo.ru", "10.1.1.2")).toBe(0);
    now += THROTTLE_RULES.address.refillMs;
    expect(throttle.retryAfter("another@demo.ru", "10.1.1.1")).toBe(0);
  });
});
