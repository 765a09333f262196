import { Memory } from "lowdb";
import { describe, expect, it } from "vitest";
import { openStore } from "../store/store";
import { ADMIN_USAGE, adminCommand } from "./admin-command";

const NOW = Date.parse("2026-11-27T09:00:00Z");
const run = async (args: ReadonlyArray<string>) => {
  const store = await openStore(new Memory<unknown>());
  return { store, result: await adminCommand(args, { store, nowMs: NOW, baseUrl: "http://127.0.0.1:3000" }) };
};

describe("npm run admin -- create EMAIL (issue #32 part 4)", () => {
  it("on an empty data folder: a new administrator, a one-time link printed, the audit entry", async () => {
    const { store, result } = await run(["create", " Boss@School.ru "]);
    expect(result.code).toBe(0);
    expect(result.lines.join("\n")).toMatch(
      /http:\/\/127\.0\.0\.1:3000\/password\/reset\?token=[\w-]{20,}&email=boss%40school\.ru/,
    );
    expect(store.data.users.map((u) => [u.email, u.roles])).toEqual([["boss@school.ru", ["admin"]]]);
    expect(store.data.resetTokens).toEqual([
      expect.objectContaining({ expiresAt: NOW + 24 * 60 * 60 * 1000, used: false }),
    ]);
    expect(store.data.auditLog).toEqual([
      expect.objectContaining({
        actor_id: null,
        action: "admin.created",
        at: new Date(NOW).toISOString(),
        to: "admin",
      }),
    ]);
    // Again: a new link for the same administrator, no second account.
    const again = await adminCommand(["create", "boss@school.ru"], { store, nowMs: NOW, baseUrl: "" });
    expect(again.lines[0]).toContain("was already an administrator");
    expect(store.data.users).toHaveLength(1);
  });

  it.each([[[]], [["delete", "a@b.ru"]], [["create"]], [["create", "not-an-email"]], [["create", "a@b.ru", "x"]]])(
    "%j: usage, exit 2, nothing written",
    async (args) => {
      const { store, result } = await run(args);
      expect(result.code).toBe(2);
      expect(result.lines).toContain(ADMIN_USAGE);
      expect(store.data.users).toEqual([]);
    },
  );
});
