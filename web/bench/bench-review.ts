// `npm run bench:review` (issue #34 part 7): the review desk in Chromium on a queue of 50 and of 10,000
// waiting works. For each queue the teacher opens it, presses J, then A on each work: 50 decisions with
// the keyboard only. It prints the keystrokes per accepted work (goal ≤ 3), the time from the decision's
// keypress to the next work on screen with its decision form (p50/p95; goal p95 < 100 ms), the queue's
// open, and the server's answers to the queue and to a work. Prints figures; asserts nothing.
import { spawn, type ChildProcess } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type Page, type Request } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/support/chromium";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const PORT = Number(process.env.BENCH_PORT ?? 3292);
/** The queues' sizes (BENCH_QUEUES=50,10000). */
const QUEUES = (process.env.BENCH_QUEUES ?? "50,10000").split(",").map(Number);
const DECISIONS = Number(process.env.BENCH_DECISIONS ?? 50);
const QUEUE_PATH = "/availableCourses/queue";

const sorted = (values: ReadonlyArray<number>) => [...values].sort((a, b) => a - b);
const quantile = (values: ReadonlyArray<number>, q: number): number =>
  sorted(values)[Math.max(0, Math.ceil(values.length * q) - 1)] ?? 0;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const sleep = (time: number) => new Promise((resolve) => setTimeout(resolve, time));
const spread = (values: ReadonlyArray<number>) =>
  `p50 ${ms(quantile(values, 0.5))}, p95 ${ms(quantile(values, 0.95))}, max ${ms(Math.max(0, ...values))} (${values.length})`;

/**
 * In the page, before the app: a desk key pressed notes its time and the work open then; each frame
 * after, the probe looks whether another work is on screen with its decision form (the answer's text
 * `Работа №{id}` of the work in the address, and `Принять` enabled), and notes the time it took.
 */
const PROBE = `(() => {
  const openId = () => { const m = /\\/availableCourses\\/queue\\/(\\d+)/.exec(location.pathname); return m ? m[1] : null; };
  const shown = (id) => {
    const answers = document.querySelectorAll(".check-panel .check-answer");
    const answer = answers[answers.length - 1];
    const accept = [...document.querySelectorAll(".check-decision button")].find((b) => b.textContent === "Принять");
    return id !== null && answer !== undefined && answer.textContent === "Работа №" + id && accept !== undefined && !accept.disabled;
  };
  window.__desk = { moves: [] };
  window.addEventListener("keydown", (event) => {
    if (event.key !== "a" && event.key !== "j") return;
    const from = openId();
    const start = event.timeStamp;
    const look = () => {
      const id = openId();
      if (id !== from && shown(id)) window.__desk.moves.push({ key: event.key, from, to: id, ms: performance.now() - start });
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, true);
})();`;

type Move = { readonly key: string; readonly from: string | null; readonly to: string; readonly ms: number };

const startServer = (works: number): Promise<{ child: ChildProcess; url: string; total: number }> =>
  new Promise((resolve, reject) => {
    const child = spawn(
      path.join(root, "node_modules", ".bin", "tsx"),
      [path.join(root, "mock-server", "src", "bench", "review-bench-server.ts")],
      { cwd: root, env: { ...process.env, PORT: String(PORT), BENCH_WORKS: String(works), NODE_ENV: "development" } },
    );
    let out = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const found = /review bench server: (\S+) (\d+)/.exec(out);
      if (found?.[1] !== undefined) resolve({ child, url: found[1], total: Number(found[2]) });
    });
    child.stderr?.on("data", (chunk: Buffer) => process.stderr.write(chunk));
    child.once("exit", (code) => reject(new Error(`the review bench server stopped (${code ?? "signal"}): ${out}`)));
  });

const stopServer = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.removeAllListeners("exit");
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });

const signIn = async (page: Page, url: string) => {
  await page.goto(`${url}/login`);
  await page.getByLabel("E-mail").fill("teacher@demo.ru");
  await page.getByLabel("Пароль").fill("demo123");
  await page.getByRole("button", { name: "Войти" }).click();
  await page.waitForURL((u) => !u.pathname.endsWith("/login"));
};

const movesOf = (page: Page): Promise<Move[]> =>
  page.evaluate(() => (window as unknown as { __desk: { moves: Move[] } }).__desk.moves);

/** Waits until the probe has noted `count` moves (or the queue says it is empty). */
const awaitMoves = (page: Page, count: number): Promise<unknown> =>
  page.waitForFunction(
    (n) =>
      (window as unknown as { __desk: { moves: unknown[] } }).__desk.moves.length >= n ||
      document.body.textContent?.includes("Работ, ждущих проверки, нет.") === true,
    count,
    { timeout: 30_000, polling: "raf" },
  );

const benchQueue = async (browser: Browser, works: number) => {
  const server = await startServer(works);
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript(PROBE);
  const page = await context.newPage();
  const timings = { queue: [] as number[], work: [] as number[] };
  let decisionsInFlight = 0;
  const sent = (request: Request) => {
    if (/\/api\/submissions\/\d+\/accept$/.test(new URL(request.url()).pathname)) decisionsInFlight += 1;
  };
  const listen = (request: Request) => {
    if (/\/api\/submissions\/\d+\/accept$/.test(new URL(request.url()).pathname)) decisionsInFlight -= 1;
    const url = new URL(request.url());
    const trip = request.timing().responseEnd;
    if (url.pathname === "/api/review/queue") timings.queue.push(trip);
    else if (/^\/api\/submissions\/\d+$/.test(url.pathname) && request.method() === "GET") timings.work.push(trip);
  };
  try {
    await signIn(page, server.url);
    page.on("request", sent);
    page.on("requestfinished", listen);
    page.on("requestfailed", listen);
    await page.goto(`${server.url}${QUEUE_PATH}`, { waitUntil: "commit" });
    const opened = await page.waitForFunction(
      () =>
        document.querySelector('.check-exercise-list a[href*="/availableCourses/queue/"]') === null
          ? false
          : performance.now(),
      undefined,
      { timeout: 60_000, polling: "raf" },
    );
    const openMs = Number(await opened.jsonValue());
    const listed = await page.locator("#check-queue-list-title").textContent();
    // The desk's keys listen from an effect run after the list's first paint: two frames later they do
    // (the page keeps a live connection for notifications, so "network idle" never comes).
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))),
    );
    let keys = 0;
    await page.keyboard.press("j");
    keys += 1;
    await awaitMoves(page, 1);
    const accepted: number[] = [];
    for (let i = 0; i < DECISIONS; i += 1) {
      const before = (await movesOf(page)).length;
      await page.keyboard.press("a");
      keys += 1;
      await awaitMoves(page, before + 1);
      accepted.push(i);
    }
    // The last acceptance is answered before the figures are read (it may have emptied the queue).
    for (let waited = 0; decisionsInFlight > 0 && waited < 30_000; waited += 50) await sleep(50);
    const moves = await movesOf(page);
    const afterDecision = moves.filter((m) => m.key === "a").map((m) => m.ms);
    const first = moves.find((m) => m.key === "j");
    console.log(`QUEUE of ${server.total.toLocaleString("en")} waiting works (list heading: «${listed ?? ""}»)`);
    console.log(`  open (navigation → first works listed): ${ms(openMs)}`);
    console.log(`  J → first work on screen: ${first === undefined ? "not seen" : ms(first.ms)}`);
    console.log(
      `  keystrokes per accepted work: ${(keys / accepted.length).toFixed(2)} (${keys} keys, ${accepted.length} acceptances; goal ≤ 3)`,
    );
    console.log(`  decision (A) → next work on screen: ${spread(afterDecision)} (goal p95 < 100 ms)`);
    console.log(
      `  server: GET /api/review/queue ${spread(timings.queue)}; GET /api/submissions/{id} ${spread(timings.work)}`,
    );
  } catch (error) {
    if (process.env.BENCH_DEBUG !== undefined) {
      await page.screenshot({ path: process.env.BENCH_DEBUG, fullPage: true });
      console.log(page.url(), JSON.stringify(await movesOf(page)));
    }
    throw error;
  } finally {
    page.off("request", sent);
    page.off("requestfinished", listen);
    page.off("requestfailed", listen);
    await context.close();
    await stopServer(server.child);
  }
};

const main = async (): Promise<void> => {
  console.log(
    `load average at start: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(", ")}`,
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    for (const works of QUEUES) await benchQueue(browser, works);
  } finally {
    await browser.close();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
