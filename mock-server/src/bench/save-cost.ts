import { mkdirSync } from "node:fs";
import path from "node:path";
import type { RequestListener } from "node:http";
import inject from "light-my-request";
import { snapshotFile } from "../store/snapshot-file";
import { createApp } from "../app";
import { createSigner } from "../auth/tokens";
import { seedDemo, DEMO_SCHOOL_ID } from "../seed/seed-demo";
import { openJournal } from "../store/journal";
import { openStore, type Store } from "../store/store";
import { addCourses } from "./platform-courses";

/**
 * The time of one save as the platform grows (issue #32): a one-field `PATCH …/content` (a section's
 * name), a publish and a `GET /api/courses/{id}`, each on a demo course, dispatched in-process
 * (light-my-request) through the whole app with a durable journal, at `count` further courses, each
 * with its content and its history (what a real platform holds). Medians of `rounds`, in ms.
 */
export type SaveCost = {
  readonly count: number;
  readonly patchMs: number;
  readonly publishMs: number;
  readonly readMs: number;
  /** The process's CPU time per request (medians): the server's own cost, without the disk's wait. */
  readonly patchCpuMs: number;
  readonly publishCpuMs: number;
};

const SECRET = "save-cost-bench-secret-0123456789abcdef0123456789abcdef0123456789";

const median = (values: ReadonlyArray<number>): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const open = async (dir: string): Promise<Store> =>
  openStore(snapshotFile(path.join(dir, "db.json")), {
    journal: await openJournal(path.join(dir, "journal.log")),
  });

export const saveCost = async (dir: string, count: number, rounds: number): Promise<SaveCost> => {
  mkdirSync(dir, { recursive: true });
  const seeding = await open(dir);
  await seedDemo(seeding);
  await addCourses(seeding, count);
  // Closed and opened again, as a server starts: the seeding's large journal line is compacted away.
  await seeding.close();
  const store = await open(dir);
  try {
    const demo = store.data.courses.find((c) => c.school_id === DEMO_SCHOOL_ID && c.status === "published");
    const sectionId = store.data.courseContents.find((c) => c.course_id === demo?.id)?.draft.moduleList[0]?.moduleID;
    if (demo === undefined || sectionId === undefined) throw new Error("no published demo course with a section");
    const app = createApp({
      store,
      clock: () => Date.now(),
      secret: SECRET,
      accessTokenTtl: 900,
      refreshTokenTtl: 3600,
      devEndpoints: false,
      filesDir: path.join(dir, "files"),
    }) as RequestListener;
    await store.update((db) => {
      db.sessions.push({
        id: "bench",
        userId: 1,
        generation: 0,
        usedGeneration: 0,
        rotatedAt: Date.now(),
        expiresAt: Date.now() + 3_600_000,
        revoked: false,
      });
    });
    const token = createSigner(SECRET, 900, 3600).access(1, "bench", 0, Date.now());
    const headers = { accept: "application/json", authorization: `Bearer ${token}`, cookie: "XSRF-TOKEN=bench" };
    const url = `/api/courses/${demo.id}`;
    const cpuMs = (used: NodeJS.CpuUsage): number => (used.user + used.system) / 1000;
    const timed = async (send: () => Promise<{ statusCode: number }>): Promise<{ ms: number; cpu: number }> => {
      const at = performance.now();
      const cpuAt = process.cpuUsage();
      const answer = await send();
      const cpu = cpuMs(process.cpuUsage(cpuAt));
      const ms = performance.now() - at;
      if (answer.statusCode >= 300) throw new Error(`the bench's request was answered ${answer.statusCode}`);
      return { ms, cpu };
    };
    const patches: Array<{ ms: number; cpu: number }> = [];
    const publishes: Array<{ ms: number; cpu: number }> = [];
    const reads: number[] = [];
    const warmUp = 10;
    for (let i = 0; i < rounds + warmUp; i += 1) {
      const version = store.data.courses.find((c) => c.id === demo.id)?.version ?? 0;
      const patch = timed(() =>
        inject(app, {
          method: "PATCH",
          url: `${url}/content`,
          headers: { ...headers, "content-type": "application/json" },
          payload: JSON.stringify({
            version,
            patch: { modules: [{ moduleID: sectionId, moduleName: `Раздел ${i}` }], lessons: [], tasks: [] },
          }),
        }),
      );
      const patched = await patch;
      const published = await timed(() => inject(app, { method: "POST", url: `${url}/publish`, headers }));
      const read = await timed(() => inject(app, { method: "GET", url, headers }));
      if (i < warmUp) continue;
      patches.push(patched);
      publishes.push(published);
      reads.push(read.ms);
    }
    return {
      count,
      patchMs: median(patches.map((p) => p.ms)),
      publishMs: median(publishes.map((p) => p.ms)),
      readMs: median(reads),
      patchCpuMs: median(patches.map((p) => p.cpu)),
      publishCpuMs: median(publishes.map((p) => p.cpu)),
    };
  } finally {
    await store.close();
  }
};
