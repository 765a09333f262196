import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { copyCourse } from "../authoring/copy-course";
import { seedDemo, DEMO_SCHOOL_ID } from "../seed/seed-demo";
import { openJournal } from "../store/journal";
import { snapshotFile } from "../store/snapshot-file";
import { openStore } from "../store/store";
import { startChildServer } from "../test-support/child-server";
import { processCpuMs } from "./cpu-time";
import { runLoad, type LoadResult, type Target } from "./load";
import { pinToCpu, SERVER_CPU } from "./pin-cpu";
import { addCourses } from "./platform-courses";

/**
 * Reads while authors autosave (issue #32): our server as its own process on `count` courses, each
 * with its draft and history; AUTOSAVERS connections each save one field of their own course
 * (`PATCH …/content`, a section's name, with the version the last answer gave) while READERS
 * connections `GET /api/courses/{id}` across all the courses as fast as they are answered. Two runs:
 * the savers at the editor's rhythm (a save, its answer, then the editor's 1.5 s debounce before the
 * next: web/src/lib/authoring/save-scheduler.ts), the goal's run; then the savers with no pause at
 * all, a stress far beyond what 8 authors do, which shows where the limit is. The goal is the reads'
 * p99 under 50 ms in the first.
 */
export type AutosaveRun = {
  readonly label: string;
  readonly reads: LoadResult;
  readonly saves: LoadResult;
  /** The server's CPU per answered request, reads and saves together (µs), or null off Linux. */
  readonly cpuUsPerRequest: number | null;
};
export type AutosaveReads = { readonly count: number; readonly runs: ReadonlyArray<AutosaveRun> };

/** The editor's autosave debounce (save-scheduler.ts DEFAULT_DEBOUNCE_MS): the pause after a save's answer. */
const EDITOR_PAUSE_MS = 1_500;

export const AUTOSAVERS = 8;
const READERS = 8;

const login = async (url: string): Promise<string> => {
  const answer = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "owner@demo.ru", password: "demo123" }),
  });
  return ((await answer.json()) as { tokens: { token: string } }).tokens.token;
};

/** The data folder: the demo, `count` courses, and one copy of a demo course (with its sections) per autosaver. */
const buildFolder = async (dir: string, count: number): Promise<Array<{ id: number; sectionId: string }>> => {
  const store = await openStore(snapshotFile(path.join(dir, "db.json")), {
    journal: await openJournal(path.join(dir, "journal.log")),
  });
  await seedDemo(store);
  await addCourses(store, count);
  // A course of the demo school (its owner signs in below) with a section to rename.
  const demoCourses = new Set(store.data.courses.filter((c) => c.school_id === DEMO_SCHOOL_ID).map((c) => c.id));
  const source = store.data.courseContents.find(
    (c) => demoCourses.has(c.course_id) && (c.draft.moduleList[0]?.moduleID ?? "") !== "",
  );
  if (source === undefined) throw new Error("no demo course with a section to copy");
  const edited: Array<{ id: number; sectionId: string }> = [];
  for (let i = 0; i < AUTOSAVERS; i += 1) {
    const copy = await copyCourse(store, source.course_id, new Date().toISOString(), null);
    const sectionId = store.data.courseContents.find((c) => c.course_id === copy.id)?.draft.moduleList[0]?.moduleID;
    if (sectionId === undefined) throw new Error("the copy has no section");
    edited.push({ id: copy.id, sectionId });
  }
  await store.close();
  return edited;
};

export const autosaveReads = async (dir: string, count: number, durationMs: number): Promise<AutosaveReads> => {
  mkdirSync(dir, { recursive: true });
  const edited = await buildFolder(dir, count);
  const server = await startChildServer(dir, { NODE_ENV: "production" });
  pinToCpu(server.process.pid, SERVER_CPU);
  try {
    const token = await login(server.url);
    const headers = { accept: "application/json", authorization: `Bearer ${token}`, cookie: "XSRF-TOKEN=bench" };
    const versions = edited.map(() => 1);
    const current = await Promise.all(
      edited.map(async ({ id }) => {
        const answer = await fetch(`${server.url}/api/courses/${id}/content`, { headers });
        return ((await answer.json()) as { data: { version: number } }).data.version;
      }),
    );
    current.forEach((v, i) => (versions[i] = v));
    const saves = (pauseMs: number | undefined): Target => ({
      method: "PATCH",
      path: (_i, conn) => `/api/courses/${edited[conn]?.id ?? 0}/content`,
      body: (i, conn) =>
        JSON.stringify({
          version: versions[conn],
          patch: {
            modules: [{ moduleID: edited[conn]?.sectionId, moduleName: `Раздел ${i}` }],
            lessons: [],
            tasks: [],
          },
        }),
      headers: { ...headers, "content-type": "application/json" },
      ...(pauseMs === undefined ? {} : { pauseMs }),
      answered: (conn, body) => {
        versions[conn] = (JSON.parse(body) as { data: { version: number } }).data.version;
      },
    });
    const reads: Target = { method: "GET", path: (i) => `/api/courses/${((i * 7919) % count) + 1}`, headers };
    await Promise.all([
      runLoad(server.url, saves(undefined), AUTOSAVERS, 500),
      runLoad(server.url, reads, READERS, 500),
    ]);
    const runs: AutosaveRun[] = [];
    for (const [label, pauseMs] of [
      [`at the editor's rhythm (${EDITOR_PAUSE_MS / 1000} s after each answer)`, EDITOR_PAUSE_MS],
      ["with no pause (stress)", undefined],
    ] as const) {
      const before = processCpuMs(server.process.pid);
      const [saved, read] = await Promise.all([
        runLoad(server.url, saves(pauseMs), AUTOSAVERS, durationMs),
        runLoad(server.url, reads, READERS, durationMs),
      ]);
      const after = processCpuMs(server.process.pid);
      const answered = saved.ok + read.ok;
      runs.push({
        label,
        reads: read,
        saves: saved,
        cpuUsPerRequest:
          before === null || after === null || answered === 0 ? null : ((after - before) * 1000) / answered,
      });
    }
    return { count, runs };
  } finally {
    await server.stop();
  }
};

/** Lines per run, and whether the goal (the first run's reads) is met. */
export const autosaveReadsReport = (r: AutosaveReads): ReadonlyArray<string> => [
  ...r.runs.map(
    (run) =>
      `${r.count.toLocaleString("en")} courses, ${AUTOSAVERS} autosavers ${run.label}: ${READERS} readers ${run.reads.perSecond.toFixed(0)}/s ` +
      `(p50 ${run.reads.p50Ms.toFixed(1)} ms, p99 ${run.reads.p99Ms.toFixed(1)} ms), saves ${run.saves.perSecond.toFixed(0)}/s ` +
      `(p50 ${run.saves.p50Ms.toFixed(1)} ms, p99 ${run.saves.p99Ms.toFixed(1)} ms); server CPU ` +
      `${run.cpuUsPerRequest === null ? "n/a" : `${run.cpuUsPerRequest.toFixed(0)} µs`} per request; non-2xx ${run.reads.failed + run.saves.failed}`,
  ),
  ...r.runs
    .slice(0, 1)
    .map(
      (run) =>
        `  ${run.reads.p99Ms < 50 && run.reads.ok > 0 ? "met " : "MISS"} reads' p99 under 50 ms while ${AUTOSAVERS} clients autosave: ${run.reads.p99Ms.toFixed(1)} ms`,
    ),
];

if (process.argv[1]?.endsWith("autosave-reads.ts")) {
  const root = mkdtempSync(path.join(os.tmpdir(), "bench-autosave-"));
  const count = Number(process.env.BENCH_AUTOSAVE_COURSES ?? "20000");
  autosaveReads(root, count, Number(process.env.BENCH_AUTOSAVE_SECONDS ?? "10") * 1000)
    .then((r) => autosaveReadsReport(r).forEach((line) => console.log(line)))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(() => rmSync(root, { recursive: true, force: true }));
}
