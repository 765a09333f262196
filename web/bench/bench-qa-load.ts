/**
 * The QA panel loading a big log (issue #33 part 5: 50,000 events in under 3 s, with a progress bar,
 * the page not frozen). Part of `npm run bench:replay`; alone: `tsx web/bench/bench-qa-load.ts`.
 * For each built web app given (`BENCH_QA_DISTS=DIR[,DIR…]`, default `WEB_DIST` or `web/dist`: build it first) it
 * starts the server on it, opens `/?qa=1` signed out in Chromium and loads a generated log into the
 * panel, rounds alternating between the builds, a fresh page each time. Timed in the page, from the
 * file input's `change` to the replay's banner on screen: the longest task (the page frozen) and the
 * progress bar's values seen. Prints figures; asserts nothing.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Page } from "@playwright/test";
import { generateLog } from "@app/domain/generate/generate-log";
import { serializeLog } from "@app/domain/log/stable-json";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/support/chromium";
import { startServer } from "./bench-server";

const EVENTS = Number(process.env["BENCH_QA_EVENTS"] ?? 50_000);
const ROUNDS = Number(process.env["BENCH_QA_ROUNDS"] ?? 3);
const PORT = Number(process.env["BENCH_PORT"] ?? 3293);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const DISTS = (process.env["BENCH_QA_DISTS"] ?? process.env["WEB_DIST"] ?? path.join(root, "web", "dist")).split(",");

/** Installed before the app: long tasks, and the load's start (the input's change), end (the banner) and progress values. */
const PROBE = `(() => {
  const probe = { longTasks: [], start: 0, end: 0, progress: [] };
  window.__qaLoad = probe;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) probe.longTasks.push([e.startTime, e.duration]);
    }).observe({ type: "longtask", buffered: true });
  } catch (e) {}
  addEventListener("change", (e) => {
    if (e.target && e.target.getAttribute && e.target.getAttribute("data-testid") === "qa-log-file") probe.start = performance.now();
  }, true);
  new MutationObserver(() => {
    const bar = document.querySelector(".qa-progress");
    if (bar) { const value = Number(bar.getAttribute("value")); if (probe.progress.at(-1) !== value) probe.progress.push(value); }
    if (probe.start > 0 && probe.end === 0 && document.querySelector(".qa-banner")) probe.end = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["value"] });
})();`;

type Load = { readonly ms: number; readonly longest: number; readonly progressValues: number };

const loadOnce = async (page: Page, url: string, file: string): Promise<Load> => {
  await page.goto(`${url}/?qa=1`);
  const input = page.getByTestId("qa-log-file");
  await input.waitFor({ state: "attached" });
  await input.setInputFiles(file);
  await page.locator(".qa-banner").waitFor({ timeout: 120_000 });
  return page.evaluate(() => {
    const probe = (
      window as unknown as {
        __qaLoad: { longTasks: Array<[number, number]>; start: number; end: number; progress: number[] };
      }
    ).__qaLoad;
    const during = probe.longTasks.filter(([start]) => start >= probe.start - 1 && start <= probe.end);
    return {
      ms: probe.end - probe.start,
      longest: Math.max(0, ...during.map(([, duration]) => duration)),
      progressValues: probe.progress.length,
    };
  });
};

const median = (xs: ReadonlyArray<number>): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** Loads an `events`-event generated log into the panel of each build; answers one line per build. */
export const benchQaLoad = async (events = EVENTS, rounds = ROUNDS): Promise<string[]> => {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-qa-load-"));
  const file = path.join(dir, `log-${events}.json`);
  writeFileSync(file, serializeLog(generateLog(events, 42)));
  const servers: Array<{ url: string; stop: () => Promise<void> }> = [];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    for (const [i, dist] of DISTS.entries()) {
      const previous = process.env["WEB_DIST"];
      process.env["WEB_DIST"] = dist;
      servers.push(await startServer(PORT + i));
      process.env["WEB_DIST"] = previous;
    }
    const loads: Load[][] = DISTS.map(() => []);
    for (let round = 0; round < rounds; round++)
      for (const [i, server] of servers.entries()) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        await context.addInitScript(PROBE);
        try {
          loads[i]?.push(await loadOnce(await context.newPage(), server.url, file));
        } finally {
          await context.close();
        }
      }
    return DISTS.map((dist, i) => {
      const runs = loads[i] ?? [];
      return (
        `  panel load, ${events} events (${DISTS.length > 1 ? dist : "built app"}): ${(median(runs.map((r) => r.ms)) / 1000).toFixed(2)} s ` +
        `(goal < 3 s), longest task ${median(runs.map((r) => r.longest)).toFixed(0)} ms, ` +
        `${median(runs.map((r) => r.progressValues))} progress values; runs ${runs.map((r) => (r.ms / 1000).toFixed(2)).join(", ")} s`
      );
    });
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(dir, { recursive: true, force: true });
  }
};

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  console.log(
    `QA panel load, median of ${ROUNDS} alternating rounds, load average ${(await import("node:os")).loadavg()[0]?.toFixed(2)}`,
  );
  for (const line of await benchQaLoad()) console.log(line);
}
