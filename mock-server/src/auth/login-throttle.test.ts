import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADDRESS_EXEMPT_FAILURES, THROTTLE_RULES, createLoginThrottle } from "./login-throttle";
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

  it("limits one address across many accounts, for an account that failed there a few times (issue #32)", () => {
    let now = 0;
    const throttle = createLoginThrottle(() => now);
    for (let i = 0; i < THROTTLE_RULES.address.size; i += 1) throttle.failed(`user${i}@demo.ru`, "10.1.1.1");
    for (let i = 0; i < ADDRESS_EXEMPT_FAILURES; i += 1) throttle.failed("another@demo.ru", "10.1.1.1");
    expect(throttle.retryAfter("another@demo.ru", "10.1.1.1")).toBe(20);
    expect(throttle.retryAfter("another@demo.ru", "10.1.1.2")).toBe(0);
    expect(throttle.retryAfter("fresh@demo.ru", "10.1.1.1")).toBe(0);
    now += THROTTLE_RULES.address.refillMs;
    expect(throttle.retryAfter("another@demo.ru", "10.1.1.1")).toBe(0);
  });
});

describe("an attacker at the user's address cannot lock him out (issue #32 row 6)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("31 wrong passwords for made-up e-mails, then one every 20 s: the user's right password still signs in", async () => {
    const attack = (email: string) => server.call("POST", "/api/login", { email, password: "wrong-password" });
    for (let i = 0; i < 31; i += 1) await attack(`made-up-${i}@t4.ru`);
    for (let round = 0; round < 6; round += 1) {
      server.now += 20_000;
      await attack(`made-up-again-${round}@t4.ru`);
      const user = await server.call("POST", "/api/login", { email: "student@demo.ru", password: "demo123" });
      expect(user.status).toBe(200);
    }
  });

  it("throttles, never locks: the address limit waits for accounts with their own failures, not for the others", () => {
    let now = 0;
    const throttle = createLoginThrottle(() => now);
    for (let i = 0; i < THROTTLE_RULES.address.size + 5; i += 1) throttle.failed(`made-up-${i}@t4.ru`, "10.1.1.1");
    // The user mistyped twice from that address: still few failures of his own, so he may try.
    throttle.failed("user@t4.ru", "10.1.1.1");
    throttle.failed("user@t4.ru", "10.1.1.1");
    expect(throttle.retryAfter("user@t4.ru", "10.1.1.1")).toBe(0);
    // An account guessed at from an exhausted address waits for the address once it has failed a few times.
    for (let i = 0; i < ADDRESS_EXEMPT_FAILURES; i += 1) throttle.failed("target@t4.ru", "10.1.1.1");
    expect(throttle.retryAfter("target@t4.ru", "10.1.1.1")).toBeGreaterThan(0);
    // The per-account-and-address key still stops a guesser of one account after 5.
    for (let i = 0; i < THROTTLE_RULES.accountAddress.size; i += 1) throttle.failed("other@t4.ru", "10.2.2.2");
    expect(throttle.retryAfter("other@t4.ru", "10.2.2.2")).toBe(60);
    now += THROTTLE_RULES.accountAddress.refillMs;
    expect(throttle.retryAfter("other@t4.ru", "10.2.2.2")).toBe(0);
  });
});
