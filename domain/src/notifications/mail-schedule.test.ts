import { describe, expect, it } from "vitest";
import { digestDue, nextDigestAt, retryDelayMs } from "./mail-schedule";
import { allMailChoices, mailChoiceOf } from "./mail-preferences";

const at = (iso: string): number => Date.parse(iso);

describe("when mail leaves (issue #35)", () => {
  it("the digest goes at 06:00 UTC after the notification", () => {
    expect(nextDigestAt(at("2026-03-01T05:59:59Z"))).toBe(at("2026-03-01T06:00:00Z"));
    expect(nextDigestAt(at("2026-03-01T06:00:00Z"))).toBe(at("2026-03-02T06:00:00Z"));
    expect(nextDigestAt(at("2026-03-01T09:00:00Z"))).toBe(at("2026-03-02T06:00:00Z"));
    expect(digestDue(at("2026-03-01T09:00:00Z"), at("2026-03-02T05:59:59Z"))).toBe(false);
    expect(digestDue(at("2026-03-01T09:00:00Z"), at("2026-03-02T06:00:00Z"))).toBe(true);
  });

  it("backs off 1, 2, 4 … minutes, at most an hour", () => {
    expect([1, 2, 3, 4, 7, 8, 30].map(retryDelayMs)).toEqual([
      60_000, 120_000, 240_000, 480_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
  });

  it("a kind never chosen is mailed at once", () => {
    expect(mailChoiceOf(undefined, "invited")).toBe("now");
    expect(mailChoiceOf({ invited: "never" }, "invited")).toBe("never");
    expect(allMailChoices({ "work-arrived": "digest" })).toMatchObject({ "work-arrived": "digest", enrolled: "now" });
  });
});
