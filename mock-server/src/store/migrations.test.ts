import { describe, expect, it } from "vitest";
import { MIGRATIONS, STORE_VERSION } from "./migrations";
import { sessionsUsedGeneration } from "./session-record";
import { loadState, storedVersionOf } from "./load-state";
import type { ReadRecord } from "./journal";
import type { JournalRecord } from "./journal-record";

const session = { id: "s1", userId: 1, generation: 3, rotatedAt: 0, expiresAt: 10, revoked: false };
const line = (record: JournalRecord): ReadRecord => ({ record, file: "journal.log" });

describe("the stored data's migrations (issue #39 row 8)", () => {
  it("are listed in order, one per version from 2 to STORE_VERSION", () => {
    expect(MIGRATIONS.map((m) => m.to)).toEqual(Array.from({ length: STORE_VERSION - 1 }, (_, i) => i + 2));
  });

  it("version 2 stores usedGeneration in every session: an absent one is the generation, a stored one stays", () => {
    const next = sessionsUsedGeneration.up({
      sessions: [session, { ...session, id: "s2", usedGeneration: 2 }],
      users: [],
    });
    expect(next.sessions).toEqual([
      { ...session, usedGeneration: 3 },
      { ...session, id: "s2", usedGeneration: 2 },
    ]);
    expect(next.users).toEqual([]);
    expect(sessionsUsedGeneration.up({ users: [] })).toEqual({ users: [] });
    expect(() => sessionsUsedGeneration.up({ sessions: [session, { id: "s3" }] })).toThrow(
      /sessions\[1\]: not a record of version 1/,
    );
  });

  it("applies an old folder's journal lines in the old shape before migrating, and refuses a line of another version", () => {
    const added = line({ s: 1, v: 2, p: [{ op: "set", path: ["sessions", "0"], value: session }] });
    const loaded = loadState({ schemaVersion: 1, sessions: [] }, "db.json", [added]);
    expect(loaded).toMatchObject({ seq: 1, snapshotSeq: 0, migratedFrom: 1 });
    expect(loaded.state.sessions).toEqual([{ ...session, usedGeneration: 3 }]);
    // A snapshot from before `schemaVersion` existed is at version 1.
    expect(loadState({ sessions: [session] }, "db.json", []).state.sessions[0]?.usedGeneration).toBe(3);
    const current = loadState({ schemaVersion: STORE_VERSION }, "db.json", [
      line({ s: 1, v: 2, d: STORE_VERSION, p: [{ op: "set", path: ["counters", "x"], value: 1 }] }),
    ]);
    expect(current).toMatchObject({ seq: 1, migratedFrom: null });
    expect(() =>
      loadState({ schemaVersion: STORE_VERSION }, "db.json", [{ ...added, record: { ...added.record, d: 1 } }]),
    ).toThrow("journal.log: journal record 1 is at data version 1, its snapshot at 2");
    expect(() => storedVersionOf({ schemaVersion: "2" }, "db.json")).toThrow(
      'db.json: schemaVersion "2" is not a data version',
    );
  });
});
