/**
 * `npm run bench:replay` (not a test): the replay command on a generated 100,000-event log, beside a
 * plain node process that reads, parses and pretty-prints the same file. Both are whole processes,
 * timed from start to exit with their output going to /dev/null; rounds alternate so that the load
 * of a shared machine falls on both alike. Goal: `npm run replay` within 3× of the plain process.
 * Then `--check` of a 20,000-event log (goal < 5 s), `--bisect`, and the QA panel loading a 50,000-event
 * log in Chromium (web/bench/bench-qa-load.ts, on the web app `npm run bench:replay` builds first;
 * goal < 3 s, with a progress bar and no long task).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, openSync, closeSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { generateLog } from "@app/domain/generate/generate-log";
import { serializeLog } from "@app/domain/log/stable-json";
import { benchBisect } from "./bench-bisect-part";

const EVENTS = Number(process.env["BENCH_EVENTS"] ?? 100_000);
const ROUNDS = Number(process.env["BENCH_ROUNDS"] ?? 5);
const root = fileURLToPath(new URL("..", import.meta.url));

/** What the plain process does: read, parse, pretty-print. */
const PLAIN = `const fs = require("node:fs"); process.stdout.write(JSON.stringify(JSON.parse(fs.readFileSync(process.argv[1], "utf8")), null, 2) + "\\n");`;

/** Issue #33: `--check` of a 20,000-event log, goal under 5 s (the whole process). */
const CHECK_EVENTS = Number(process.env["BENCH_CHECK_EVENTS"] ?? 20_000);

const dir = mkdtempSync(join(tmpdir(), "bench-replay-"));
const file = join(dir, "log.json");
const checkFile = join(dir, "check-log.json");
const generated = generateLog(EVENTS, 42);
writeFileSync(file, serializeLog(generated));
writeFileSync(checkFile, serializeLog(generateLog(CHECK_EVENTS, 42)));

/** Runs a command to the end with stdout to /dev/null; answers its wall-clock time in ms. */
const timed = (command: string, args: ReadonlyArray<string>): number => {
  const sink = openSync("/dev/null", "w");
  try {
    const start = performance.now();
    const run = spawnSync(command, args, { cwd: root, stdio: ["ignore", sink, "pipe"], maxBuffer: 16 * 1024 * 1024 });
    const elapsed = performance.now() - start;
    if (run.status !== 0)
      throw new Error(
        `${command} ${args.join(" ")} exited ${String(run.status)}: ${run.stderr.toString().slice(0, 500)}`,
      );
    return elapsed;
  } finally {
    closeSync(sink);
  }
};

const runs = {
  plain: () => timed(process.execPath, ["-e", PLAIN, file]),
  npm: () => timed("npm", ["run", "-s", "replay", "--", file]),
  tsx: () => timed(join(root, "node_modules", ".bin", "tsx"), [join(root, "scripts", "replay.ts"), file]),
  check: () =>
    timed(join(root, "node_modules", ".bin", "tsx"), [join(root, "scripts", "replay.ts"), "--check", checkFile]),
};

const median = (xs: ReadonlyArray<number>): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const times: Record<keyof typeof runs, number[]> = { plain: [], npm: [], tsx: [], check: [] };
try {
  runs.tsx(); // warms tsx's transform cache, as any second run of the command finds it
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of ["plain", "npm", "tsx", "check"] as const) times[name].push(runs[name]());
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const [plain, npm, tsx, check] = [median(times.plain), median(times.npm), median(times.tsx), median(times.check)];
const s = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
console.log(
  `log: ${EVENTS} events (seed 42), median of ${ROUNDS} alternating rounds, whole processes, stdout to /dev/null`,
);
console.log(`  plain node (read, JSON.parse, pretty-print)  ${s(plain)}`);
console.log(
  `  npm run replay -- FILE                       ${s(npm)}  → ${(npm / plain).toFixed(2)}× plain (goal ≤ 3×)`,
);
console.log(`  tsx scripts/replay.ts FILE (without npm)     ${s(tsx)}  → ${(tsx / plain).toFixed(2)}× plain`);
console.log(`  ${`replay --check FILE (${CHECK_EVENTS} events)`.padEnd(43)}  ${s(check)}  (goal < 5 s)`);
for (const line of benchBisect(generated, Number(process.env["BENCH_BISECT_ROUNDS"] ?? 3))) console.log(line);
// Issue #33 part 5: the panel's load, in its own process (Chromium, the server on the built web app).
const panel = spawnSync(join(root, "node_modules", ".bin", "tsx"), [join(root, "web", "bench", "bench-qa-load.ts")], {
  cwd: root,
  stdio: "inherit",
});
if (panel.status !== 0) process.exitCode = 1;
