// `npm test`: typecheck, lint, the format check, unit and property tests, contract tests, then the browser tests in
// /usr/bin/chromium. Every step runs even when an earlier one fails; the run ends with one line
// "N passed, N failed" (", N skipped" when there are skipped tests) and exits non-zero on a failure.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureChromium } from "./ensure-chromium.mjs";
import { printFailedPages } from "./failed-pages.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = path.join(root, ".test-output");
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const totals = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();

const run = (command, args, options = {}) => {
  const result = spawnSync(command, args, { stdio: "inherit", cwd: root, ...options });
  return result.status === 0;
};

const step = (name, fn) => {
  console.log(`\n━━ ${name} ━━`);
  const t0 = Date.now();
  fn();
  console.log(`━━ ${name}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
};

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

step("typecheck", () => single(run(bin("tsc"), ["-b"])));
step("lint", () => single(run(bin("eslint"), ["."])));
step("format", () => single(run(bin("prettier"), ["--check", "--log-level=warn", "."])));
step("unit and property tests", () => {
  const report = path.join(out, "vitest.json");
  const ok = run(bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`]);
  addVitest(report, ok);
});
step("contract tests", () => {
  const ok = run("node", [path.join(root, "contracts", "run-contracts.mjs")]);
  const failedBefore = totals.failed;
  for (const part of ["consumer", "provider"]) {
    const report = path.join(out, `contracts-${part}.json`);
    if (existsSync(report)) addVitest(report, true);
  }
  if (!ok && totals.failed === failedBefore) totals.failed += 1;
});
step("browser tests", () => {
  if (!ensureChromium()) return single(false);
  if (!run("npm", ["run", "build", "-w", "web"])) return single(false);
  const ok = run(bin("playwright"), ["test", "-c", path.join(root, "web", "playwright.config.ts")]);
  addPlaywright(path.join(out, "playwright.json"), ok);
  if (!ok) printFailedPages(path.join(root, "web", "e2e", ".artifacts", "results"));
});

console.log(`\nnpm test took ${((Date.now() - started) / 1000).toFixed(0)} s`);
const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : "";
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed === 0 ? 0 : 1);
