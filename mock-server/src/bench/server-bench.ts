import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { runLoad, type LoadResult, type Target } from "./load";
import { processCpuMs } from "./cpu-time";
import { startJsonServer, startOurs, type Running } from "./servers";

/**
 * `npm run bench:server`: our GET/POST /api/courses against json-server 0.17.4's /courses, at
 * 1,000 and 10,000 courses, 8 connections, loopback only. Ours is authenticated and durable
 * (journal fsync'd before each 201). Only 2xx answers count.
 */
const CONNECTIONS = 8;
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? "5") * 1000;
const SIZES = [1_000, 10_000] as const;

type Measured = LoadResult & { readonly cpuUsPerRequest: number | null };
type Figures = { reads: Measured; writes: Measured };

/** One run, with the server process's CPU per 2xx answer. */
const run = async (server: Running, target: Target): Promise<Measured> => {
  const before = processCpuMs(server.pid);
  const result = await runLoad(server.url, target, CONNECTIONS, DURATION_MS);
  const after = processCpuMs(server.pid);
  const cpu = before === null || after === null || result.ok === 0 ? null : ((after - before) * 1000) / result.ok;
  return { ...result, cpuUsPerRequest: cpu };
};

const measure = async (server: Running, count: number, prefix: string, headers: Record<string, string>): Promise<Figures> => {
  const read: Target = { method: "GET", path: (i) => `${prefix}/${(i % count) + 1}`, headers };
  const write: Target = {
    method: "POST",
    path: () => prefix,
    body: (i) => JSON.stringify({ name: `Новый курс ${i}` }),
    headers: { ...headers, "content-type": "application/json" },
  };
  await runLoad(server.url, read, CONNECTIONS, 500); // warm-up
  const reads = await run(server, read);
  const writes = await run(server, write);
  return { reads, writes };
};

const ourToken = async (url: string): Promise<string> => {
  const answer = await fetch(`${url}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "owner@demo.ru", password: "demo123" }) });
  return ((await answer.json()) as { tokens: { token: string } }).tokens.token;
};

const cpu = (m: Measured): string => (m.cpuUsPerRequest === null ? "n/a" : `${m.cpuUsPerRequest.toFixed(0)} µs`);

const line = (label: string, f: Figures): string =>
  `${label.padEnd(22)} reads ${f.reads.perSecond.toFixed(0).padStart(6)}/s  writes ${f.writes.perSecond.toFixed(0).padStart(6)}/s  ` +
  `write p50 ${f.writes.p50Ms.toFixed(1).padStart(5)} ms  p99 ${f.writes.p99Ms.toFixed(1).padStart(6)} ms  ` +
  `server CPU/read ${cpu(f.reads)}  /write ${cpu(f.writes)}  non-2xx ${f.reads.failed + f.writes.failed}`;

const main = async (): Promise<void> => {
  const results = new Map<number, { ours: Figures; theirs: Figures }>();
  for (const count of SIZES) {
    const dir = mkdtempSync(path.join(os.tmpdir(), `bench-${count}-`));
    try {
      const theirsServer = await startJsonServer(dir, count);
      const theirs = await measure(theirsServer, count, "/courses", { accept: "application/json" }).finally(() => theirsServer.stop());
      const oursServer = await startOurs(path.join(dir, "ours"), count);
      const token = await ourToken(oursServer.url);
      const headers = { accept: "application/json", authorization: `Bearer ${token}`, cookie: "XSRF-TOKEN=bench" };
      const ours = await measure(oursServer, count, "/api/courses", headers).finally(() => oursServer.stop());
      results.set(count, { ours, theirs });
      console.log(`\n${count.toLocaleString("en")} courses, ${CONNECTIONS} connections, ${DURATION_MS / 1000} s per run`);
      console.log(line("json-server 0.17.4", theirs));
      console.log(line("ours (auth + fsync)", ours));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const small = results.get(1_000);
  const large = results.get(10_000);
  if (small === undefined || large === undefined) return;
  const goals = [
    [`reads at 1,000 ≥ 3× json-server`, small.ours.reads.perSecond / small.theirs.reads.perSecond, 3],
    [`writes at 1,000 ≥ 5× json-server`, small.ours.writes.perSecond / small.theirs.writes.perSecond, 5],
    [`writes at 10,000 ≥ 80% of ours at 1,000`, large.ours.writes.perSecond / small.ours.writes.perSecond, 0.8],
  ] as const;
  console.log("\nGoals");
  for (const [label, ratio, goal] of goals) console.log(`  ${ratio >= goal ? "met " : "MISS"} ${label}: ${ratio.toFixed(2)}`);
  const p99 = Math.max(small.ours.writes.p99Ms, large.ours.writes.p99Ms);
  console.log(`  ${p99 <= 50 ? "met " : "MISS"} p99 write ≤ 50 ms at 8 connections: ${p99.toFixed(1)} ms`);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
