import { describe, expect, it } from "vitest";
import { continuesSession, SESSION_PAUSE_MS, type NewestVersion } from "./editing-session";

const at = (ms: number): string => new Date(Date.UTC(2026, 10, 27, 9) + ms).toISOString();
const newest: NewestVersion = { kind: "save", author_id: 1, saved_at: at(0), published: false, open: true };

describe("one version per editing session: which save goes into the newest version", () => {
  it("the same author's save within the pause continues it; one after a longer pause starts a new version", () => {
    expect(continuesSession(newest, { author_id: 1, at: at(60_000) })).toBe(true);
    expect(continuesSession(newest, { author_id: 1, at: at(SESSION_PAUSE_MS) })).toBe(true);
    expect(continuesSession(newest, { author_id: 1, at: at(SESSION_PAUSE_MS + 1) })).toBe(false);
  });

  it("another author, an unknown one, or a clock that went back start a new version", () => {
    expect(continuesSession(newest, { author_id: 2, at: at(1000) })).toBe(false);
    expect(continuesSession({ ...newest, author_id: null }, { author_id: null, at: at(1000) })).toBe(false);
    expect(continuesSession(newest, { author_id: 1, at: at(-1000) })).toBe(false);
  });

  it("a published version, one the author ended with Сохранить, a creation, copy, import, restore or discard is never extended", () => {
    expect(continuesSession({ ...newest, published: true }, { author_id: 1, at: at(1000) })).toBe(false);
    expect(continuesSession({ ...newest, open: false }, { author_id: 1, at: at(1000) })).toBe(false);
    for (const kind of ["created", "copy", "import", "restore", "discard"] as const)
      expect(continuesSession({ ...newest, kind }, { author_id: 1, at: at(1000) })).toBe(false);
  });
});
