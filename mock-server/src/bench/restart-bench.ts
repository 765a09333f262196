import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { emptyCourseBody, type CourseBody } from "@app/domain/api/course-content";
import { bigCourseSnapshot } from "@app/domain/generate/big-course";
import { createImported } from "../authoring/create-imported";
import { seedDemo, DEMO_SCHOOL_ID } from "../seed/seed-demo";
import { openJournal } from "../store/journal";
import { snapshotFile } from "../store/snapshot-file";
import { openStore } from "../store/store";
import { startChildServer } from "../test-support/child-server";

/**
 * `npm run bench:restart` (issue #32 part 2): a data folder of about BENCH_RESTART_MB (100) MB (the
 * demo data, 30,000-block courses and small ones), then the server started on it BENCH_RESTARTS (2)
 * times: the time until it answers, the time to stop, and what a stop leaves beside db.json and
 * journal.log (the goal: nothing). Run it once or twice: it writes 100 MB each time.
 */
const TARGET_MB = Number(process.env.BENCH_RESTART_MB ?? "100");
const RESTARTS = Number(process.env.BENCH_RESTARTS ?? "2");
const MB = 1024 * 1024;

export const buildDataDir = async (dir: string): Promise<number> => {
  const dbFile = path.join(dir, "db.json");
  const store = await openStore(snapshotFile(dbFile), {
    journal: await openJournal(path.join(dir, "journal.log")),
    snapshotFile: dbFile,
    compactBytes: 1e12,
  });
  await seedDemo(store);
  const big: CourseBody = {
    ...emptyCourseBody("big", "Большой курс"),
    moduleList: bigCourseSnapshot("big").moduleList,
  };
  const bigBytes = JSON.stringify(big).length * 2.2; // the draft and its history's first snapshot
  const bigCount = Math.max(1, Math.floor((TARGET_MB * MB * 0.9) / bigBytes));
  const now = new Date().toISOString();
  for (let i = 0; i < bigCount; i += 1) await createImported(store, DEMO_SCHOOL_ID, big, now, 1);
  for (let i = 0; i < 740; i += 1)
    await createImported(store, DEMO_SCHOOL_ID, emptyCourseBody("small", `Курс ${i}`), now, 1);
  await store.close();
  return statSync(dbFile).size;
};

/** Builds the folder and restarts the server on it RESTARTS times, one report line each (bench:server runs it too). */
export const restartBench = async (): Promise<void> => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-restart-"));
  try {
    const bytes = await buildDataDir(dir);
    console.log(`data folder: db.json ${(bytes / MB).toFixed(1)} MB, ${readdirSync(dir).join(", ")}`);
    for (let round = 1; round <= RESTARTS; round += 1) {
      const at = performance.now();
      const server = await startChildServer(dir, { NODE_ENV: "production" });
      const started = performance.now() - at;
      const answer = await fetch(`${server.url}/api/health`);
      const stopAt = performance.now();
      const code = await server.stop();
      const stopped = performance.now() - stopAt;
      const left = readdirSync(dir).filter((name) => name.endsWith(".old") || name.endsWith(".tmp"));
      console.log(
        `restart ${round}: answering after ${(started / 1000).toFixed(2)} s (GET /api/health ${answer.status}); ` +
          `stopped in ${(stopped / 1000).toFixed(2)} s (exit ${code}); left behind: ${left.length === 0 ? "nothing" : left.join(", ")}`,
      );
      const goal = started < 5000;
      console.log(`  ${goal ? "met " : "MISS"} restart of ${(bytes / MB).toFixed(0)} MB under 5 s`);
    }
    if (existsSync(path.join(dir, "journal.log.old"))) console.log("journal.log.old is left behind");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

if (process.argv[1]?.endsWith("restart-bench.ts"))
  restartBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
