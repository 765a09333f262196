// `npm run bench:lighthouse`: Lighthouse 12.2.3 in its default (mobile) mode, with its simulated slow 4G and
// 4x CPU slowdown, against the built app on five public pages (issue #31). Prints the four category scores
// and FCP/LCP/TBT per page; `/` is run BENCH_LIGHTHOUSE_RUNS times (3) and its median run is shown.
// A bench, not a test: the figures depend on the machine's load. Asserts nothing.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/support/chromium";
import { startServer } from "./bench-server";

/** Issue #31's five pages: the landing, the catalogue, a course's public page, a school, sign-in. */
const ALL_PAGES: ReadonlyArray<string> = ["/", "/course", "/landing/courses/1", "/school/1", "/login"];
/** BENCH_LIGHTHOUSE_PAGES=/,/login runs only those (while working on one page). */
const PAGES = process.env.BENCH_LIGHTHOUSE_PAGES?.split(",") ?? ALL_PAGES;
const LANDING_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
/** Where each run's whole report (JSON) is written, when set: to see which scripts and tasks cost what. */
const REPORTS_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS;

type Row = {
  readonly page: string;
  readonly scores: ReadonlyArray<number>;
  readonly fcp: number;
  readonly lcp: number;
  readonly tbt: number;
  readonly unusedJs: number;
  readonly failed: ReadonlyArray<string>;
};

/** A port nobody listens on now. */
const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

/** Debian's Chromium, headless, with the GUIDE's flags and a debugging port for Lighthouse. */
const launchChromium = async (): Promise<{ port: number; stop: () => Promise<void> }> => {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), "bench-lighthouse-"));
  const child: ChildProcess = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      "--headless=new",
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      if (attempt > 100) throw new Error("Chromium did not open its debugging port");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    port,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
};

const audit = async (url: string, port: number, page: string, run: number): Promise<Row> => {
  const result = await lighthouse(`${url}${page}`, { port, output: "json", logLevel: "error" });
  if (result === undefined) throw new Error(`Lighthouse gave no result for ${page}`);
  if (REPORTS_DIR !== undefined) {
    mkdirSync(REPORTS_DIR, { recursive: true });
    const name = `${page.replace(/[^\w]+/g, "-").replace(/^-|-$/g, "") || "main"}-${run + 1}.json`;
    writeFileSync(path.join(REPORTS_DIR, name), typeof result.report === "string" ? result.report : "");
  }
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError !== undefined)
    throw new Error(`Lighthouse on ${page}: ${runtimeError.code} ${runtimeError.message}`);
  const value = (id: string): number => audits[id]?.numericValue ?? Number.NaN;
  const failed = CATEGORIES.flatMap((category) =>
    (categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
  return {
    page,
    scores: CATEGORIES.map((category) => Math.round((categories[category]?.score ?? 0) * 100)),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    unusedJs:
      (audits["unused-javascript"]?.details as { overallSavingsBytes?: number } | undefined)?.overallSavingsBytes ?? 0,
    failed,
  };
};

/** The run with the median performance score. */
const medianRun = (runs: ReadonlyArray<Row>): Row => {
  const sorted = [...runs].sort((a, b) => (a.scores[0] ?? 0) - (b.scores[0] ?? 0));
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (middle === undefined) throw new Error("no run");
  return middle;
};

const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

const print = (rows: ReadonlyArray<Row>): void => {
  const header = ["page", "perf", "a11y", "best pr.", "SEO", "FCP", "LCP", "TBT", "unused JS"];
  const lines = rows.map((row) => [
    row.page,
    ...row.scores.map(String),
    seconds(row.fcp),
    seconds(row.lcp),
    `${Math.round(row.tbt)} ms`,
    `${(row.unusedJs / 1024).toFixed(1)} KB`,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const format = (cells: ReadonlyArray<string>): string =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join("  ");
  console.log(format(header));
  for (const line of lines) console.log(format(line));
  for (const row of rows)
    if (row.failed.length > 0) console.log(`${row.page}: audits below 1: ${row.failed.join(", ")}`);
};

/** Waits until the server sends the landing page (startServer gives up waiting after 30 s). */
const answering = async (url: string): Promise<void> => {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(`${url}/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} does not answer`);
};

const main = async (): Promise<void> => {
  const server = await startServer(await freePort());
  try {
    await answering(server.url);
    const chromium = await launchChromium();
    try {
      const rows: Row[] = [];
      for (const page of PAGES) {
        const runs: Row[] = [];
        for (let run = 0; run < (page === "/" ? LANDING_RUNS : 1); run += 1) {
          runs.push(await audit(server.url, chromium.port, page, run));
        }
        if (page === "/") {
          console.log(
            `/ performance over ${runs.length} runs: ${runs.map((run) => run.scores[0]).join(", ")} (median shown)`,
          );
        }
        rows.push(medianRun(runs));
      }
      console.log(`Lighthouse 12.2.3, mobile (simulated slow 4G, 4x CPU slowdown), ${server.url}`);
      print(rows);
    } finally {
      await chromium.stop();
    }
  } finally {
    await server.stop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
