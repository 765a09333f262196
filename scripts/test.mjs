// `npm test`: typecheck, lint, the format check, unit, property and component tests, contract tests, then the
// browser tests in /usr/bin/chromium. Every step runs even when an earlier one fails; the run ends with one line
// "N passed, N failed" (", N skipped" when there are skipped tests) and exits non-zero on a failure.
//
// The single-threaded checks (typecheck, lint, format) and the web build run side by side: on two cores they
// take the time of the longest instead of the sum. Installing Chromium, when it is missing, waits on the network
// and the disk, so it runs meanwhile too. The contract tests run beside the unit tests (they use less than one
// core); the browser tests use both cores and run after them.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromiumInstall } from "./ensure-chromium.mjs";
import { printFailedPages } from "./failed-pages.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = path.join(root, ".test-output");
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const totals = { passed: 0, failed: 0, skipped: 0 };
const times = [];
const started = Date.now();
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/**
 * Runs a command; resolves with whether it exited 0. `quiet` keeps its output and hands it back (for
 * steps that run side by side, printed whole when they end); otherwise it goes straight to the terminal.
 */
const run = (command, args, { quiet = false, ...options } = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
      ...options,
    });
    let output = "";
    if (quiet) {
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
    }
    child.on("error", (error) => resolve({ ok: false, output: `${output}${error.message}\n` }));
    child.on("close", (code) => resolve({ ok: code === 0, output }));
  });

/** A step that is one check: it counts as one passed or one failed. */
const single = (ok) => {
  if (ok) totals.passed += 1;
  else totals.failed += 1;
};

/** Adds the counts of a vitest JSON report; a missing report after a failed run counts as one failure. */
const addVitest = (file, ok) => {
  if (!existsSync(file)) return single(false);
  const report = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  if (!ok && report.numFailedTests === 0) totals.failed += 1;
};

const addPlaywright = (file, ok) => {
  if (!existsSync(file)) return single(false);
  const report = JSON.parse(readFileSync(file, "utf8"));
  const { stats } = report;
  totals.passed += stats.expected;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  if (!ok && stats.unexpected === 0) totals.failed += 1;
};

/** A step whose output streams to the terminal. */
const step = async (name, fn) => {
  console.log(`\n━━ ${name} ━━`);
  const t0 = Date.now();
  await fn();
  times.push([name, seconds(t0)]);
  console.log(`━━ ${name}: ${seconds(t0)} s`);
};

/** Steps that run side by side, each a single check; each one's output is printed whole when it ends. */
const sideBySide = async (steps) => {
  const t0 = Date.now();
  const results = await Promise.all(
    steps.map(async ({ name, command, args, counts = true }) => {
      const begun = Date.now();
      const result = await run(command, args, { quiet: true });
      console.log(`\n━━ ${name} ━━\n${result.output.trimEnd()}\n━━ ${name}: ${seconds(begun)} s`);
      times.push([name, seconds(begun)]);
      if (counts) single(result.ok);
      return result.ok;
    }),
  );
  times.push(["(side by side)", seconds(t0)]);
  return results;
};

const chromium = chromiumInstall();
const [, , , built] = await sideBySide([
  { name: "typecheck", command: bin("tsc"), args: ["-b"] },
  { name: "lint", command: bin("eslint"), args: ["."] },
  { name: "format", command: bin("prettier"), args: ["--check", "--log-level=warn", "."] },
  // Counted with the browser tests it is for.
  { name: "web build", command: "npm", args: ["run", "build", "-w", "web"], counts: false },
]);

// The contract tests use about three quarters of one core (Pact's mock servers answer over sockets; 28 CPU-s
// in 38 s alone): they run side by side with vitest, their output printed whole when they end.
const contractsBegun = Date.now();
const contracts = run("node", [path.join(root, "contracts", "run-contracts.mjs")], { quiet: true }).then((result) => ({
  ...result,
  took: seconds(contractsBegun),
}));

await step("unit, property and component tests", async () => {
  const report = path.join(out, "vitest.json");
  const { ok } = await run(bin("vitest"), [
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
  ]);
  addVitest(report, ok);
});

await step("contract tests (the rest of their run, side by side with vitest)", async () => {
  const { ok, output, took } = await contracts;
  console.log(`${output.trimEnd()}\n(contract tests: ${took} s from their start)`);
  const failedBefore = totals.failed;
  for (const part of ["consumer", "provider"]) {
    const report = path.join(out, `contracts-${part}.json`);
    if (existsSync(report)) addVitest(report, true);
  }
  if (!ok && totals.failed === failedBefore) totals.failed += 1;
});

await step("browser tests", async () => {
  const installed = await chromium;
  if (installed.output !== "") console.log(installed.output.trimEnd());
  if (!installed.ok || !built) return single(false);
  const { ok } = await run(bin("playwright"), ["test", "-c", path.join(root, "web", "playwright.config.ts")]);
  addPlaywright(path.join(out, "playwright.json"), ok);
  if (!ok) printFailedPages(path.join(root, "web", "e2e", ".artifacts", "results"));
});

console.log(`\nStep times: ${times.map(([name, s]) => `${name} ${s} s`).join(", ")}`);
console.log(`npm test took ${seconds(started)} s`);
const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : "";
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed === 0 ? 0 : 1);
