import { Memory } from "lowdb";
import { describe, expect, it } from "vitest";
import { createRng } from "@app/domain/generate/prng";
import { seedDemo } from "../seed/seed-demo";
import { openStore } from "../store/store";
import { randomSaves } from "../test-support/history-saves";
import { courseHistory } from "./history-view";
import { openVersion } from "./open-version";
import { pruneHistory } from "./retention";

const DAY = 24 * 60 * 60 * 1000;
const START = Date.parse("2026-01-01T09:00:00Z");

/**
 * A demo course with 240 saves by one author, a minute or a quarter of an hour apart: about 120
 * versions, many of several saves (issue #29: one version per editing session).
 */
const savedCourse = async () => {
  const store = await openStore(new Memory<unknown>());
  await seedDemo(store);
  const course = store.data.courses[0];
  if (course === undefined) throw new Error("no demo course");
  await randomSaves(store, course.id, createRng(7), 240, {
    authors: [1],
    start: START,
    pauseMs: (rng) => (rng.chance(0.5) ? 15 * 60_000 : 60_000),
  });
  return { id: course.id, history: courseHistory(store.data, course) };
};

describe("pruneHistory (retention of draft versions)", () => {
  it("keeps everything when nothing is older than the cutoff: the same array", async () => {
    const { id, history } = await savedCourse();
    expect(pruneHistory(id, history.records, [], new Date(START - DAY).toISOString())).toBe(history.records);
  });

  it("drops old draft versions, keeps published and newer ones, and each kept version opens as before", async () => {
    const { id, history } = await savedCourse();
    const records = history.records;
    const count = records.length;
    expect(count).toBeGreaterThan(90);
    expect(records.filter((r) => r.steps !== undefined).length).toBeGreaterThan(20);
    const published = [records[10]?.version ?? 0, records[40]?.version ?? 0];
    const cutoff = records[80]?.saved_at ?? "";
    const pruned = pruneHistory(id, records, published, cutoff);

    const kept = pruned.map((r) => r.version);
    const expected = records.filter((r) => r.saved_at >= cutoff || published.includes(r.version)).map((r) => r.version);
    expect(kept).toEqual(expected);
    expect(kept.length).toBeLessThan(records.length);
    for (const version of kept)
      expect(JSON.stringify(openVersion(id, pruned, version))).toBe(JSON.stringify(openVersion(id, records, version)));
    // A kept version after a gap holds its course whole; its facts stay.
    const first = pruned[0];
    const original = records.find((r) => r.version === first?.version);
    expect(first?.snapshot).toBeDefined();
    expect([first?.author_id, first?.saved_at, first?.summary]).toEqual([
      original?.author_id,
      original?.saved_at,
      original?.summary,
    ]);
    // The input is not changed.
    expect(records.length).toBe(count);
  });

  it("always keeps the newest version, however old", async () => {
    const { id, history } = await savedCourse();
    const pruned = pruneHistory(id, history.records, [], new Date(START + 365 * DAY).toISOString());
    expect(pruned.map((r) => r.version)).toEqual([history.records.at(-1)?.version]);
    expect(pruned[0]?.snapshot).toBeDefined();
  });
});
