import { describe, expect, it } from "vitest";
import { startTestServer } from "../test-support/test-server";
import { userByEmail } from "../store/lookups";
import { hashPassword, lowCostHashSync, needsRehash, verifyPassword, PRODUCTION_PASSWORD_COST } from "./passwords";

describe("password hashes carry their cost (issue #32: a school runs the server for real)", () => {
  it("a production hash (N = 2^17, 128 MiB) verifies its password and no other", async () => {
    const stored = await hashPassword("Пароль школы 1", PRODUCTION_PASSWORD_COST);
    expect(stored.cost).toBe(2 ** 17);
    expect(await verifyPassword("Пароль школы 1", stored)).toBe(true);
    expect(await verifyPassword("Пароль школы 2", stored)).toBe(false);
  });

  it("a hash stored before the cost was (no `cost`) is read at 1024, and is due a stronger one", async () => {
    const { salt, hash } = lowCostHashSync("demo123");
    const legacy = { salt, hash };
    expect(await verifyPassword("demo123", legacy)).toBe(true);
    expect(needsRehash(legacy, 1024)).toBe(false);
    expect(needsRehash(legacy, 4096)).toBe(true);
    expect(needsRehash(await hashPassword("demo123", 4096), 4096)).toBe(false);
  });

  it("signing in with the right password makes the hash again at the server's cost; a wrong one changes nothing", async () => {
    const server = await startTestServer({ passwordCost: 4096 });
    try {
      const stored = () => userByEmail(server.store.data.users, "student@demo.ru")?.password;
      const seeded = stored();
      expect(seeded?.cost).toBe(1024);

      const wrong = await server.call("POST", "/api/login", { email: "student@demo.ru", password: "not-it" });
      expect(wrong.status).toBe(422);
      expect(stored()).toEqual(seeded);

      expect((await server.call("POST", "/api/login", { email: "student@demo.ru", password: "demo123" })).status).toBe(
        200,
      );
      expect(stored()?.cost).toBe(4096);
      expect(stored()?.salt).not.toBe(seeded?.salt);
      expect((await server.call("POST", "/api/login", { email: "student@demo.ru", password: "demo123" })).status).toBe(
        200,
      );

      // A new account and a changed password are hashed at the server's cost from the start.
      const registered = await server.call("POST", "/api/register", {
        email: "new-cost@demo.ru",
        password: "secret1",
        password_confirmation: "secret1",
        phone: "79161234567",
        full_name: "Новый Ученик",
      });
      expect(registered.status).toBeLessThan(300);
      expect(userByEmail(server.store.data.users, "new-cost@demo.ru")?.password.cost).toBe(4096);
    } finally {
      await server.close();
    }
  });

  it("an unknown e-mail gets the same refusal as a wrong password", async () => {
    const server = await startTestServer({ passwordCost: 4096 });
    try {
      const unknown = await server.call("POST", "/api/login", { email: "nobody@demo.ru", password: "demo123" });
      const wrong = await server.call("POST", "/api/login", { email: "student@demo.ru", password: "wrong1" });
      expect(unknown.status).toBe(422);
      expect(unknown.body).toEqual(wrong.body);
    } finally {
      await server.close();
    }
  });
});
