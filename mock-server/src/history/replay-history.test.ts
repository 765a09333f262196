import { Memory } from "lowdb";
import { describe, expect, it } from "vitest";
import { createRng } from "@app/domain/generate/prng";
import { seedDemo } from "../seed/seed-demo";
import { openStore, type Store } from "../store/store";
import { randomSaves } from "../test-support/history-saves";
import { courseHistory, draftOf } from "./history-view";
import { openVersion } from "./open-version";

const START = Date.parse("2026-03-01T09:00:00Z");

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
  it("on every demo course, after 40 random saves each by two authors", async () => {
    const store = await openStore(new Memory<unknown>());
    await seedDemo(store);
    const rng = createRng(22);
    const owners = store.data.users.filter((u) => u.roles.includes("SCHOOL_OWNER") || u.roles.includes("MANAGER"));
    const courses = store.data.courses.map((c) => c.id);
    expect(courses.length).toBeGreaterThan(10);
    for (const id of courses) {
      await randomSaves(store, id, rng, 40, { authors: owners.map((u) => u.id), start: START });
      const { replay, draft, versions } = replayed(store, id);
      expect(versions).toBe(41);
      expect(replay).toBe(draft);
    }
  });

  // 10,000 saves run in `npm run bench:history` (the same check, with the sizes and times); the test
  // keeps 600, enough for several snapshots with runs of patches between them, within its time
  // budget on a loaded machine.
  it("on a generated course after 600 saves, past several snapshots", async () => {
    const store = await openStore(new Memory<unknown>());
    await seedDemo(store);
    const course = store.data.courses[0];
    if (course === undefined) throw new Error("no demo course");
    await randomSaves(store, course.id, createRng(2022), 600, { authors: [1, 2], start: START, maxBlocks: 100 });
    const history = courseHistory(store.data, course);
    const snapshots = history.records.filter((r) => r.snapshot !== undefined).length;
    expect(snapshots).toBeGreaterThan(2);
    expect(snapshots).toBeLessThan(history.records.length / 10);
    expect(history.records.length).toBe(601);
    const { replay, draft } = replayed(store, course.id);
    expect(replay).toBe(draft);
    // And every version in between opens (a sample: one in 50).
    for (let v = course.version - 1; v > 0; v -= 50) expect(openVersion(course.id, history.records, v)).toBeDefined();
  });
});
