import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { runLoad, type LoadResult, type Target } from "./load";
import { processCpuMs } from "./cpu-time";
import { startJsonServer, startOurs, type Running } from "./servers";
import { jsonServerAppCost, ourAppCost } from "./in-process";
import { CLIENT_CPU, SERVER_CPU, pinToCpu } from "./pin-cpu";
import { saveBench } from "./save-bench";
import { groupCommit, groupCommitLine } from "./group-commit";
import { autosaveReads, autosaveReadsReport } from "./autosave-reads";
import { restartBench } from "./restart-bench";

/**
 * `npm run bench:server`: our GET/POST /api/courses against json-server 0.17.4's /courses, at
 * 1,000 and 10,000 courses, 8 connections, loopback only. Ours is authenticated and durable
 * (its journal line on disk before each 201). Only 2xx answers count. All four servers run side by
 * side and their runs alternate, ROUNDS times (see compareAll); the figures are the medians.
 * Then (issue #32) a one-field PATCH, a publish and a read at 1,000, 10,000 and 20,000 courses
 * (save-bench.ts, also `npm run bench:saves`); the group commit counted (fdatasyncs per write with 8
 * writers, group-commit.ts); reads while 8 clients autosave at 20,000 courses (autosave-reads.ts);
 * and the restart of a 100 MB folder (restart-bench.ts, also `npm run bench:restart`).
 */
const CONNECTIONS = 8;
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? "3") * 1000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? "5");
const SIZES = [1_000, 10_000] as const;
const AUTOSAVE_COURSES = 20_000;
/** Long enough for several saves of each autosaver at the editor's rhythm (one per 1.5 s and its answer). */
const AUTOSAVE_MS = Number(process.env.BENCH_AUTOSAVE_SECONDS ?? "10") * 1000;

type Measured = LoadResult & { readonly cpuUsPerRequest: number | null };
type Side = { readonly server: Running; readonly read: Target; readonly write: Target };
type Figures = {
  readonly readsPerSecond: number;
  readonly writesPerSecond: number;
  readonly p99WriteMs: number;
  readonly cpuRead: number | null;
  readonly cpuWrite: number | null;
  readonly failed: number;
};

const median = (values: ReadonlyArray<number>): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const medianOrNull = (values: ReadonlyArray<number | null>): number | null =>
  values.some((v) => v === null) ? null : median(values.filter((v): v is number => v !== null));

/**
 * Writes back every dirty page before a run (`sync`, not timed). json-server rewrites its whole file
 * per write without flushing it (at 10,000 courses, ~200 MB in a 2 s run): the kernel wrote that back
 * during the next run, ours, whose fdatasyncs queued behind it, and our writes at 10,000 measured the
 * previous run's disk traffic (issue #32). Each run now starts on a clean page cache, theirs too.
 */
const settleDisk = (): void => {
  spawnSync("sync", { stdio: "ignore" });
};

/** One run, with the server process's CPU per 2xx answer. */
const run = async (server: Running, target: Target): Promise<Measured> => {
  settleDisk();
  const before = processCpuMs(server.pid);
  const result = await runLoad(server.url, target, CONNECTIONS, DURATION_MS);
  const after = processCpuMs(server.pid);
  const cpu = before === null || after === null || result.ok === 0 ? null : ((after - before) * 1000) / result.ok;
  return { ...result, cpuUsPerRequest: cpu };
};

const side = (server: Running, prefix: string, count: number, headers: Record<string, string>): Side => ({
  server,
  read: { method: "GET", path: (i) => `${prefix}/${(i % count) + 1}`, headers },
  write: {
    method: "POST",
    path: () => prefix,
    body: (i) => JSON.stringify({ name: `Новый курс ${i}` }),
    headers: { ...headers, "content-type": "application/json" },
  },
});

const summarize = (reads: ReadonlyArray<Measured>, writes: ReadonlyArray<Measured>): Figures => ({
  readsPerSecond: median(reads.map((r) => r.perSecond)),
  writesPerSecond: median(writes.map((w) => w.perSecond)),
  p99WriteMs: median(writes.map((w) => w.p99Ms)),
  cpuRead: medianOrNull(reads.map((r) => r.cpuUsPerRequest)),
  cpuWrite: medianOrNull(writes.map((w) => w.cpuUsPerRequest)),
  failed: [...reads, ...writes].reduce((n, r) => n + r.failed, 0),
});

type Pair = { readonly count: number; readonly theirs: Side; readonly ours: Side };
type Runs = { theirReads: Measured[]; ourReads: Measured[]; theirWrites: Measured[]; ourWrites: Measured[] };

/**
 * All four servers (json-server and ours, at 1,000 and at 10,000 courses) run side by side, and
 * each round runs every one of them in turn: reads, then writes. Drifting load on the machine so
 * hits all alike, also our 10,000 against our 1,000 (the third goal compares those two).
 */
const compareAll = async (pairs: ReadonlyArray<Pair>): Promise<ReadonlyArray<{ theirs: Figures; ours: Figures }>> => {
  for (const { theirs, ours } of pairs) {
    await runLoad(theirs.server.url, theirs.read, CONNECTIONS, 500); // warm-up
    await runLoad(ours.server.url, ours.read, CONNECTIONS, 500);
    await runLoad(ours.server.url, ours.write, CONNECTIONS, 500);
  }
  const runs: Runs[] = pairs.map(() => ({ theirReads: [], ourReads: [], theirWrites: [], ourWrites: [] }));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [i, { theirs, ours }] of pairs.entries()) {
      runs[i]?.theirReads.push(await run(theirs.server, theirs.read));
      runs[i]?.ourReads.push(await run(ours.server, ours.read));
    }
    for (const [i, { theirs, ours }] of pairs.entries()) {
      runs[i]?.theirWrites.push(await run(theirs.server, theirs.write));
      runs[i]?.ourWrites.push(await run(ours.server, ours.write));
    }
  }
  return runs.map((r) => ({
    theirs: summarize(r.theirReads, r.theirWrites),
    ours: summarize(r.ourReads, r.ourWrites),
  }));
};

const ourToken = async (url: string): Promise<string> => {
  const answer = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "owner@demo.ru", password: "demo123" }),
  });
  return ((await answer.json()) as { tokens: { token: string } }).tokens.token;
};

const us = (value: number | null): string => (value === null ? "n/a" : `${value.toFixed(0)} µs`);
const line = (label: string, f: Figures): string =>
  `${label.padEnd(21)} reads ${f.readsPerSecond.toFixed(0).padStart(6)}/s  writes ${f.writesPerSecond.toFixed(0).padStart(6)}/s  ` +
  `write p99 ${f.p99WriteMs.toFixed(1).padStart(6)} ms  server CPU per read ${us(f.cpuRead)}, per write ${us(f.cpuWrite)}  non-2xx ${f.failed}`;

const startPair = async (root: string, count: number): Promise<Pair> => {
  const dir = path.join(root, String(count));
  mkdirSync(dir, { recursive: true });
  const theirServer = await startJsonServer(dir, count);
  const ourServer = await startOurs(path.join(dir, "ours"), count);
  const token = await ourToken(ourServer.url);
  return {
    count,
    theirs: side(theirServer, "/courses", count, { accept: "application/json" }),
    ours: side(ourServer, "/api/courses", count, {
      accept: "application/json",
      authorization: `Bearer ${token}`,
      cookie: "XSRF-TOKEN=bench",
    }),
  };
};

const main = async (): Promise<void> => {
  process.noDeprecation = true; // json-server reads request.connection, which light-my-request flags
  const pinned = pinToCpu(process.pid, CLIENT_CPU);
  console.log(
    pinned
      ? `servers pinned to CPU ${SERVER_CPU}, the load client to CPU ${CLIENT_CPU}`
      : "not pinned to CPUs (one CPU, or no taskset)",
  );
  const root = mkdtempSync(path.join(os.tmpdir(), "bench-server-"));
  const pairs: Pair[] = [];
  try {
    for (const count of SIZES) pairs.push(await startPair(root, count));
    const figures = await compareAll(pairs);
    for (const [i, pair] of pairs.entries()) {
      const f = figures[i];
      if (f === undefined) continue;
      console.log(
        `\n${pair.count.toLocaleString("en")} courses, ${CONNECTIONS} connections, median of ${ROUNDS} alternating runs of ${DURATION_MS / 1000} s`,
      );
      console.log(line("json-server 0.17.4", f.theirs));
      console.log(line("ours (auth + fsync)", f.ours));
    }
    await Promise.all(pairs.flatMap((p) => [p.theirs.server.stop(), p.ours.server.stop()]));
    pairs.length = 0;
    for (const count of SIZES) {
      const theirApp = await jsonServerAppCost(path.join(root, `app-theirs-${count}`), count);
      const ourApp = await ourAppCost(path.join(root, `app-ours-${count}`), count);
      console.log(
        `app CPU in-process at ${count.toLocaleString("en")}, no sockets: json-server read ${us(theirApp.readUs)}, write ${us(theirApp.writeUs)}; ` +
          `ours read ${us(ourApp.readUs)}, write ${us(ourApp.writeUs)} (${(theirApp.readUs / ourApp.readUs).toFixed(1)}× / ${(theirApp.writeUs / ourApp.writeUs).toFixed(1)}× less)`,
      );
    }
    const [small, large] = figures;
    if (small === undefined || large === undefined) return;
    const goals = [
      ["reads at 1,000 ≥ 2.5× json-server", small.ours.readsPerSecond / small.theirs.readsPerSecond, 2.5],
      ["writes at 1,000 ≥ 5× json-server", small.ours.writesPerSecond / small.theirs.writesPerSecond, 5],
      ["writes at 10,000 ≥ 80% of ours at 1,000", large.ours.writesPerSecond / small.ours.writesPerSecond, 0.8],
    ] as const;
    console.log("\nGoals");
    for (const [label, ratio, goal] of goals)
      console.log(`  ${ratio >= goal ? "met " : "MISS"} ${label}: ${ratio.toFixed(2)}`);
    const p99 = Math.max(small.ours.p99WriteMs, large.ours.p99WriteMs);
    console.log(`  ${p99 <= 50 ? "met " : "MISS"} p99 write ≤ 50 ms at 8 connections: ${p99.toFixed(1)} ms`);
    console.log("\nOne save as the platform grows (in-process, durable journal)");
    await saveBench();
    console.log("\nGroup commit (in-process, POST /api/courses, counted: the figures that other load hardly moves)");
    for (const extraMs of [0, 5]) console.log(groupCommitLine(await groupCommit(root, extraMs)));
    console.log("\nReads while authors autosave (our server as its own process)");
    const autosave = await autosaveReads(path.join(root, "autosave"), AUTOSAVE_COURSES, AUTOSAVE_MS);
    for (const text of autosaveReadsReport(autosave)) console.log(text);
    console.log("\nRestart of a 100 MB data folder");
    await restartBench();
  } finally {
    await Promise.all(pairs.flatMap((p) => [p.theirs.server.stop(), p.ours.server.stop()]));
    rmSync(root, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
