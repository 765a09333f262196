import { Memory } from "lowdb";
import { describe, expect, it } from "vitest";
import { SESSION_PAUSE_MS } from "@app/domain/course-history/editing-session";
import { createRng, type Rng } from "@app/domain/generate/prng";
import { seedDemo } from "../seed/seed-demo";
import { openStore, type Store } from "../store/store";
import { randomSaves, sessionsOf } from "../test-support/history-saves";
import { courseHistory, draftOf } from "./history-view";
import { openVersion } from "./open-version";

const START = Date.parse("2026-03-01T09:00:00Z");

/** Pauses between saves: mostly a minute (the same session), sometimes a quarter of an hour (a new one). */
const pauses = (rng: Rng): number => (rng.chance(0.3) ? 15 * 60_000 : 60_000);

/** Replays a course's whole history from its first version and compares with the stored draft, byte for byte. */
const replayed = (store: Store, courseId: number): { replay: string; draft: string; versions: number } => {
  const course = store.data.courses.find((c) => c.id === courseId);
  if (course === undefined) throw new Error(`no course ${courseId}`);
  const history = courseHistory(store.data, course);
  const first = history.records[0];
  expect(first?.snapshot).toBeDefined();
  const body = openVersion(courseId, history.records, course.version);
  return {
    replay: JSON.stringify(body),
    draft: JSON.stringify(draftOf(store.data, course)),
    versions: history.records.length,
  };
};

describe("replaying a course's history from version 1 gives its current draft, byte-identical", () => {
  it("on every demo course, after 40 random saves each by several authors, one version per editing session", async () => {
    const store = await openStore(new Memory<unknown>());
    await seedDemo(store);
    const rng = createRng(22);
    const owners = store.data.users.filter((u) => u.roles.includes("school_owner") || u.roles.includes("manager"));
    expect(owners.length).toBe(2);
    const courses = store.data.courses.map((c) => c.id);
    expect(courses.length).toBeGreaterThan(10);
    for (const id of courses) {
      const run = await randomSaves(store, id, rng, 40, {
        authors: owners.map((u) => u.id),
        start: START,
        pauseMs: pauses,
      });
      const { replay, draft, versions } = replayed(store, id);
      // The first version (the course as it was) and one per editing session.
      expect(versions).toBe(1 + sessionsOf(run.log, SESSION_PAUSE_MS));
      expect(versions).toBeLessThan(1 + run.saves);
      expect(replay).toBe(draft);
    }
  });

  // 10,000 saves run in `npm run bench:history` (the same check, with the sizes and times); the test
  // keeps 600, enough for several snapshots with runs of patches between them, within its time
  // budget on a loaded machine.
  it("on a generated course after 600 saves, past several snapshots; each version opens as its session left the draft", async () => {
    const store = await openStore(new Memory<unknown>());
    await seedDemo(store);
    const course = store.data.courses[0];
    if (course === undefined) throw new Error("no demo course");
    const drafts = new Map<number, string>();
    const run = await randomSaves(store, course.id, createRng(2022), 600, {
      authors: [1, 2],
      start: START,
      maxBlocks: 100,
      pauseMs: pauses,
      saved: (version) => drafts.set(version, JSON.stringify(draftOf(store.data, course))),
    });
    const history = courseHistory(store.data, course);
    const snapshots = history.records.filter((r) => r.snapshot !== undefined).length;
    expect(snapshots).toBeGreaterThan(2);
    expect(snapshots).toBeLessThan(history.records.length / 10);
    expect(history.records.length).toBe(1 + sessionsOf(run.log, SESSION_PAUSE_MS));
    // Versions of several saves, some of them a snapshot followed by more saves of the session.
    expect(history.records.filter((r) => r.steps !== undefined).length).toBeGreaterThan(history.records.length / 4);
    expect(history.records.some((r) => r.snapshot !== undefined && r.steps !== undefined)).toBe(true);
    const { replay, draft } = replayed(store, course.id);
    expect(replay).toBe(draft);
    // Every version opens as the draft was after its session's last save (a sample: one in 10, and
    // every snapshot with saves after it), and a course version inside a session opens as that version.
    history.records.forEach((record, i) => {
      if (i % 10 !== 1 && !(record.snapshot !== undefined && record.steps !== undefined)) return;
      expect(JSON.stringify(openVersion(course.id, history.records, record.version))).toBe(drafts.get(record.version));
      if (record.since !== undefined)
        expect(JSON.stringify(openVersion(course.id, history.records, record.since))).toBe(drafts.get(record.version));
    });
  });
});
