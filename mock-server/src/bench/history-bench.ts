/**
 * `npm run bench:history` (not a test): the course history of issue #22.
 * 1. A demo course after BENCH_SAVES (10,000) random author saves through the real save path: the
 *    history's size as the data file holds it beside the course's size and the patches' total, the
 *    snapshots kept, and the replay from version 1 checked byte-identical with the draft.
 * 2. The 30,000-block generated course (bigCourseSnapshot, as bench:constructor's), imported, then
 *    one-block edits up to just before the next snapshot (the slowest version to open), most in one
 *    editing session, the last 50 each a version of its own (issue #29): the time of a save with its
 *    history entry (both kinds), of opening the newest and the first version, and of the diff of the
 *    draft against version 1 and against the version before (median of BENCH_ROUNDS).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import * as Schema from "effect/Schema";
import { Memory } from "lowdb";
import { JSONFile } from "lowdb/node";
import { emptyCourseBody, type CourseBody } from "@app/domain/api/course-content";
import { diffCourseBodies } from "@app/domain/course-history/diff-bodies";
import { bigCourseSnapshot } from "@app/domain/generate/big-course";
import { createRng } from "@app/domain/generate/prng";
import { createImported } from "../authoring/create-imported";
import { savePatch } from "../authoring/save-content";
import { courseHistory, draftOf } from "../course-history/history-view";
import { openVersion } from "../course-history/open-version";
import { MAX_VERSIONS_BETWEEN_SNAPSHOTS } from "../course-history/record-version";
import { seedDemo } from "../seed/seed-demo";
import { DbData } from "../store/db-schema";
import { openJournal } from "../store/journal";
import { openStore } from "../store/store";
import { randomSaves } from "../test-support/history-saves";

const decodeDb = Schema.decodeUnknownSync(DbData);
const SAVES = Number(process.env["BENCH_SAVES"] ?? 10_000);
const ROUNDS = Number(process.env["BENCH_ROUNDS"] ?? 5);
const START = Date.parse("2026-03-01T09:00:00Z");

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number): string => `${value.toFixed(1)} ms`;
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const timed = (run: () => void): number => {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const at = performance.now();
    run();
    times.push(performance.now() - at);
  }
  return median(times);
};

const manySaves = async (): Promise<void> => {
  const store = await openStore(new Memory<unknown>());
  await seedDemo(store);
  const course = store.data.courses[0];
  if (course === undefined) throw new Error("no demo course");
  const at = performance.now();
  // Two authors, a save a minute or (one in five) a quarter of an hour apart: editing sessions (issue #29).
  const run = await randomSaves(store, course.id, createRng(22), SAVES, {
    authors: [1, 2],
    start: START,
    pauseMs: (rng) => (rng.chance(0.2) ? 15 * 60_000 : 60_000),
  });
  const took = performance.now() - at;
  const history = courseHistory(store.data, course);
  const historyBytes = JSON.stringify(history).length;
  const courseBytes = JSON.stringify(draftOf(store.data, course)).length;
  const snapshots = history.records.filter((r) => r.snapshot !== undefined).length;
  const stored = (pick: (r: (typeof history.records)[number]) => string | undefined): number =>
    history.records.reduce((sum, r) => sum + JSON.stringify(pick(r) ?? "").length - 2, 0);
  const snapshotBytes = stored((r) => r.snapshot);
  const patchBytes =
    stored((r) => r.patch) +
    history.records.reduce(
      (sum, r) => sum + (r.steps ?? []).reduce((n, step) => n + JSON.stringify(step.patch).length - 2, 0),
      0,
    );
  const replay = JSON.stringify(openVersion(course.id, history.records, course.version));
  console.log(
    `${run.saves} random saves on demo course ${course.id} (${(took / run.saves).toFixed(2)} ms a save, harness included):`,
  );
  console.log(`  course now ${kb(courseBytes)}; patches sent ${kb(run.patchBytes)} in all`);
  console.log(
    `  history ${kb(historyBytes)} = ${(historyBytes / courseBytes).toFixed(1)}× the course, ${(historyBytes / run.patchBytes).toFixed(2)}× the patches; ${history.records.length} versions (editing sessions), ${snapshots} snapshots`,
  );
  console.log(
    `  of which snapshots ${kb(snapshotBytes)}, patches ${kb(patchBytes)} (as stored, escaped), the versions' facts ${kb(historyBytes - snapshotBytes - patchBytes)}`,
  );
  const text = JSON.stringify(store.data);
  const withHistory = timed(() => void decodeDb(JSON.parse(text)));
  const without = JSON.stringify({ ...store.data, courseHistories: [] });
  const withoutHistory = timed(() => void decodeDb(JSON.parse(without)));
  console.log(
    `  the data file's parse and decode at start: ${ms(withHistory)} with this history (${kb(text.length)}), ${ms(withoutHistory)} without (${kb(without.length)})`,
  );
  console.log(
    `  replay from version 1 equals the draft byte for byte: ${replay === JSON.stringify(draftOf(store.data, course)) ? "yes" : "NO"}`,
  );
};

const bigCourse = async (): Promise<void> => {
  const store = await openStore(new Memory<unknown>());
  await seedDemo(store);
  const body: CourseBody = {
    ...emptyCourseBody("big", "Большой курс"),
    moduleList: bigCourseSnapshot("big").moduleList,
  };
  const { id } = await createImported(store, 1, body, new Date(START).toISOString(), 1);
  const course = store.data.courses.find((c) => c.id === id);
  if (course === undefined) throw new Error("import failed");
  const courseBytes = JSON.stringify(draftOf(store.data, course)).length;
  const edits = MAX_VERSIONS_BETWEEN_SNAPSHOTS - 2;
  // One author's editing session (a save a minute: each goes into the session's version, issue #29),
  // then saves a quarter of an hour apart (each a version of its own).
  const apart = 50;
  const sessionTimes: number[] = [];
  const saveTimes: number[] = [];
  let at = START;
  for (let i = 0; i < edits; i += 1) {
    const inSession = i < edits - apart;
    at += inSession ? 60_000 : 15 * 60_000;
    const draft = draftOf(store.data, course);
    const module = draft.moduleList[i % draft.moduleList.length];
    const lesson = module?.lessons[i % (module.lessons.length || 1)];
    const block = lesson?.lessonContent[i % (lesson.lessonContent.length || 1)];
    if (lesson === undefined || block === undefined) throw new Error("no block to edit");
    const started = performance.now();
    await savePatch(
      store,
      id,
      course.version,
      {
        modules: [],
        lessons: [
          {
            lessonID: lesson.lessonID,
            lessonName: lesson.lessonName,
            is_trial: lesson.is_trial,
            content: { blocks: [{ ...block, content: { _tag: "text", text: `Правка ${i}` } }] },
          },
        ],
        tasks: [],
      },
      new Date(at).toISOString(),
      { author_id: 1, retention: { days: 0 } },
    );
    (inSession ? sessionTimes : saveTimes).push(performance.now() - started);
  }
  const history = courseHistory(store.data, course);
  const { records } = history;
  const historyBytes = JSON.stringify(history).length;
  const snapshots = records.filter((r) => r.snapshot !== undefined).length;
  const newest = course.version;
  const first = records[0]?.version ?? 1;
  const before = records[records.length - 2]?.version ?? first;
  console.log(
    `30,000-block course (${kb(courseBytes)}), ${edits} one-block saves after its import (${edits - apart} a minute apart, then ${apart} a quarter of an hour apart):`,
  );
  console.log(
    `  a save with its history entry: median ${ms(median(sessionTimes))} into the editing session's version (${ms(median(sessionTimes.slice(-50)))} for its last 50 saves), ${ms(median(saveTimes))} as a new version (${records.length} versions)`,
  );
  console.log(
    `  history ${kb(historyBytes)} (${(historyBytes / courseBytes).toFixed(2)}× the course), ${snapshots} snapshot(s)`,
  );
  let opened: CourseBody | undefined;
  console.log(
    `  open the newest version (snapshot + ${edits} patches): ${ms(timed(() => (opened = openVersion(id, records, newest))))}`,
  );
  console.log(`  open version ${first} (the snapshot alone): ${ms(timed(() => void openVersion(id, records, first)))}`);
  const draft = draftOf(store.data, course);
  const old = openVersion(id, records, first);
  const previous = openVersion(id, records, before);
  if (old === undefined || previous === undefined || opened === undefined) throw new Error("a version did not open");
  let changes = 0;
  console.log(
    `  diff draft against version ${first}: ${ms(timed(() => (changes = diffCourseBodies(old, draft).length)))} (${changes} changes)`,
  );
  console.log(
    `  diff draft against the version before: ${ms(timed(() => (changes = diffCourseBodies(previous, draft).length)))} (${changes} change)`,
  );
  console.log(
    `  the newest version equals the draft: ${JSON.stringify(opened) === JSON.stringify(draft) ? "yes" : "NO"}`,
  );
};

/** What one one-block save of the 30,000-block course appends to the store's journal on disk. */
const journalLine = async (): Promise<void> => {
  const dir = mkdtempSync(join(tmpdir(), "bench-history-"));
  const dbFile = join(dir, "db.json");
  const journal = await openJournal(join(dir, "journal.log"));
  const store = await openStore(new JSONFile<unknown>(dbFile), { journal, snapshotFile: dbFile, compactBytes: 1e10 });
  try {
    await seedDemo(store);
    const body: CourseBody = {
      ...emptyCourseBody("big", "Большой курс"),
      moduleList: bigCourseSnapshot("big").moduleList,
    };
    const { id } = await createImported(store, 1, body, new Date(START).toISOString(), 1);
    const course = store.data.courses.find((c) => c.id === id);
    const lesson = store.data.courseContents.find((c) => c.course_id === id)?.draft.moduleList[0]?.lessons[0];
    const block = lesson?.lessonContent[0];
    if (course === undefined || lesson === undefined || block === undefined) throw new Error("import failed");
    // A new version, then a save a minute later that goes into it (issue #29).
    for (const [minute, words, what] of [
      [0, "Правка", "a new version"],
      [1, "Правка вторая", "into the session's version"],
    ] as const) {
      const before = journal.bytes();
      await savePatch(
        store,
        id,
        course.version,
        {
          modules: [],
          lessons: [
            {
              lessonID: lesson.lessonID,
              lessonName: lesson.lessonName,
              is_trial: lesson.is_trial,
              content: { blocks: [{ ...block, content: { _tag: "text", text: words } }] },
            },
          ],
          tasks: [],
        },
        new Date(START + minute * 60_000).toISOString(),
        { author_id: 1, retention: { days: 0 } },
      );
      const line = journal.bytes() - before;
      const history = courseHistory(store.data, course);
      const version = JSON.stringify(history.records.at(-1)).length;
      const session = JSON.stringify(history.session ?? null).length;
      console.log(
        `  journal line of a one-block save, ${what}: ${line} bytes; the version is ${version} bytes, the open session's changes ${session}`,
      );
    }
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
};

await manySaves();
await bigCourse();
await journalLine();
