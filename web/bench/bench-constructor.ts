// `npm run bench:constructor`: the constructor on two courses of 30,000 mixed blocks (issue #29):
// 3 sections × 10 lessons × 1,000 blocks, and 291 lessons (290 of 100, one of 1,000). For each it
// prints the open (navigation → first lesson's blocks drawn, and the page idle), the switch to a
// 1,000-block lesson, keystroke → next paint in that lesson (a block title and a text), and adding and
// moving a block there (time until drawn, bytes of the save sent). Prints figures; asserts nothing.
import { chromium, type Browser, type CDPSession, type Page, type Request } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/support/chromium";
import { startServer } from "./bench-server";
import {
  SHAPES,
  importShape,
  login,
  seededFiles,
  type CourseShape,
  type Files,
  type ShapeTargets,
} from "./constructor-courses";
import { PROBE_SCRIPT, blockCount, cardIDs, reach, takeKeyLatencies, type Reached } from "./page-probes";

const PORT = Number(process.env.BENCH_PORT ?? 3291);
const OPEN_RUNS = 3;
const KEYSTROKES = 40;
const KEY_DELAY_MS = 40;
const EDITS = 3;
/** Only these shapes (BENCH_SHAPES=3x10x1000,291-lessons), all by default. */
const ONLY = process.env.BENCH_SHAPES?.split(",");

const sorted = (values: ReadonlyArray<number>) => [...values].sort((a, b) => a - b);
const quantile = (values: ReadonlyArray<number>, q: number): number =>
  sorted(values)[Math.max(0, Math.ceil(values.length * q) - 1)] ?? 0;
const median = (values: ReadonlyArray<number>): number => sorted(values)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
const sleep = (time: number) => new Promise((resolve) => setTimeout(resolve, time));

/** The renderer's main-thread busy time so far (CDP Performance.getMetrics TaskDuration), in ms. */
const taskTime = async (cdp: CDPSession): Promise<number> => {
  const { metrics } = await cdp.send("Performance.getMetrics");
  return (metrics.find((m) => m.name === "TaskDuration")?.value ?? 0) * 1000;
};

const reachedText = (r: Reached, cpu: number) =>
  `drawn ${ms(r.drawn - r.input)}, idle ${ms(r.idle - r.input)}, main-thread CPU ${ms(cpu)}, ${r.longTasks} long tasks`;
/** Add and move: the CPU figure runs until the save is answered, so it holds the save's work too. */
const withSave = (r: Reached, cpu: number) => reachedText(r, cpu).replace("CPU", "CPU (until saved)");

/** The saves (PUT or PATCH of the course's content) an action leads to: how many, bytes sent, round trip. */
const saveOf = async (page: Page, courseID: number, action: () => Promise<void>) => {
  const sent: Request[] = [];
  const listen = (request: Request) => {
    if (request.url().endsWith(`/api/courses/${courseID}/content`) && request.method() !== "GET") sent.push(request);
  };
  page.on("request", listen);
  await action();
  for (let waited = 0; sent.length === 0 && waited < 30_000; waited += 100) await sleep(100);
  await Promise.all(sent.map((request) => request.response()));
  await page.locator('[data-save-status="saved"]').waitFor({ timeout: 60_000 });
  page.off("request", listen);
  const bytes = sent.reduce((n, request) => n + (request.postDataBuffer()?.length ?? 0), 0);
  const trip = Math.max(0, ...sent.map((request) => request.timing().responseEnd));
  return {
    text: `${sent.length} × ${sent.map((r) => r.method()).join("+") || "none"}, ${kb(bytes)} sent, answered after ${ms(trip)}`,
    bytes,
  };
};

const signIn = async (page: Page, url: string) => {
  await page.goto(`${url}/login`);
  await page.getByLabel("E-mail").fill("owner@demo.ru");
  await page.getByLabel("Пароль").fill("demo123");
  await page.getByRole("button", { name: "Войти" }).click();
  await page.waitForURL((u) => !u.pathname.endsWith("/login"));
};

const open = async (page: Page, cdp: CDPSession, url: string, targets: ShapeTargets) => {
  const opens: number[] = [];
  for (let run = 0; run < OPEN_RUNS; run += 1) {
    await page.goto(url, { waitUntil: "commit" });
    const r = await reach(page, { kind: "drawn", lesson: targets.firstLesson }, { fromNavigation: true });
    // The metric counts from the document's start (a navigation starts it afresh).
    const cpu = await taskTime(cdp);
    const ready = await page.evaluate(() => performance.getEntriesByName("constructor:ready")[0]?.startTime ?? 0);
    const rows = await page.locator(".outline-item").count();
    const cards = `${(await cardIDs(page)).length} of ${await blockCount(page)}`;
    opens.push(r.idle);
    console.log(
      `open ${run + 1}: ${reachedText(r, cpu)}; constructor:ready at ${ms(ready)}; ${rows} outline rows, ${cards} block cards in the DOM`,
    );
  }
  console.log(
    `OPEN (navigation → first lesson drawn and idle), median of ${OPEN_RUNS}: ${ms(median(opens))} (goal ≤ 1500 ms)`,
  );
};

const switchTo = async (page: Page, cdp: CDPSession, { bigSection, bigLesson: lesson }: ShapeTargets) => {
  // Only the selected lesson's section is open in the outline: open the other one first.
  const toggle = page.getByRole("button", { name: `Показать уроки раздела «${bigSection}»`, exact: true });
  if ((await toggle.getAttribute("aria-expanded")) === "false") await toggle.click();
  const link = page.locator(".outline-link", { has: page.locator(`.outline-link-text[title="${lesson}"]`) });
  // The outline is windowed: scroll it until the lesson's row is rendered.
  for (let step = 0; (await link.count()) === 0 && step < 200; step += 1)
    await page.locator(".outline-scroller").evaluate((element) => element.scrollBy(0, element.clientHeight));
  await link.scrollIntoViewIfNeeded();
  await sleep(300);
  const before = await taskTime(cdp);
  const waiting = reach(page, { kind: "drawn", lesson });
  await link.click();
  const r = await waiting;
  const cards = await blockCount(page);
  console.log(
    `SWITCH to «${lesson}» (${cards} blocks): ${reachedText(r, (await taskTime(cdp)) - before)} (goal ≤ 1000 ms)`,
  );
};

const typeInto = async (page: Page, courseID: number, what: string, field: ReturnType<Page["locator"]>) => {
  // A long lesson draws only the cards near the screen: scroll down until the field's card is drawn.
  for (let step = 0; (await field.count()) === 0 && step < 40; step += 1) {
    await page.evaluate(() => window.scrollBy(0, 600));
    await sleep(100);
  }
  await field.click();
  await page.keyboard.press("End");
  await sleep(500);
  await takeKeyLatencies(page);
  // Latin letters: Playwright types what the US layout lacks (Cyrillic) by insertText, with no keydown.
  const save = await saveOf(page, courseID, () =>
    page.keyboard.type("Typing fast in a big lesson, then again.".slice(0, KEYSTROKES), { delay: KEY_DELAY_MS }),
  );
  const keys = await takeKeyLatencies(page);
  console.log(
    `KEYSTROKE in ${what} (keydown → next paint, ${keys.length} keys): p50 ${ms(median(keys))}, p95 ${ms(quantile(keys, 0.95))}, max ${ms(Math.max(...keys))} (goal p95 ≤ 50 ms); its save: ${save.text}`,
  );
};

const addBlocks = async (page: Page, cdp: CDPSession, courseID: number) => {
  const times: number[] = [];
  const sizes: number[] = [];
  for (let i = 0; i < EDITS; i += 1) {
    const count = await blockCount(page);
    const button = page.locator(".lesson-editor .block-list").first().locator(":scope > .add-block-bar button");
    const before = await taskTime(cdp);
    let r: Reached | undefined;
    const save = await saveOf(page, courseID, async () => {
      const waiting = reach(page, { kind: "count", count: count + 1 });
      await button.click();
      r = await waiting;
    });
    if (r === undefined) continue;
    times.push(r.drawn - r.input);
    sizes.push(save.bytes);
    console.log(
      `ADD a text block (${count + 1}th): ${withSave(r, (await taskTime(cdp)) - before)}; its save: ${save.text}`,
    );
  }
  console.log(
    `ADD, median of ${times.length}: drawn ${ms(median(times))}, ${kb(median(sizes))} sent (goals ≤ 300 ms, < 2 KB)`,
  );
};

const moveBlocks = async (page: Page, cdp: CDPSession, courseID: number) => {
  const times: number[] = [];
  const sizes: number[] = [];
  // A card drawn that has a block below it (the page is at the bottom of the list after the adds).
  const total = await blockCount(page);
  const card = (await cardIDs(page)).find((c) => c.position < total - 1);
  const id = card?.id ?? "";
  const position = card?.position ?? 6;
  for (let i = 0; i < EDITS; i += 1) {
    const down = i % 2 === 0;
    await page.locator(`[data-move-handle="${id}"]`).focus();
    const before = await taskTime(cdp);
    let r: Reached | undefined;
    const save = await saveOf(page, courseID, async () => {
      const waiting = reach(page, { kind: "at", index: down ? position : position - 1, blockID: id });
      await page.keyboard.press(down ? "Alt+ArrowDown" : "Alt+ArrowUp");
      r = await waiting;
    });
    if (r === undefined) continue;
    times.push(r.drawn - r.input);
    sizes.push(save.bytes);
    console.log(
      `MOVE block ${position} ${down ? "down" : "up"} (Alt+Arrow): ${withSave(r, (await taskTime(cdp)) - before)}; its save: ${save.text}`,
    );
  }
  console.log(
    `MOVE, median of ${times.length}: drawn ${ms(median(times))}, ${kb(median(sizes))} sent (goals ≤ 300 ms, < 2 KB)`,
  );
};

const benchShape = async (
  browser: Browser,
  url: string,
  token: string,
  shape: CourseShape & { targets: ShapeTargets },
  files: Files,
) => {
  const courseID = await importShape(url, token, shape, files);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(PROBE_SCRIPT);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Performance.enable");
  try {
    await signIn(page, url);
    await open(page, cdp, `${url}/createdCourses/${courseID}/constructor`, shape.targets);
    await switchTo(page, cdp, shape.targets);
    const lesson = page.locator(".lesson-editor .block-list").first();
    await typeInto(
      page,
      courseID,
      "a block title (image block 5)",
      lesson.locator('.block-card[data-block-kind="image"]').first().getByLabel("Название", { exact: true }),
    );
    await typeInto(
      page,
      courseID,
      "a text block's editor (block 1)",
      lesson.locator('.block-card[data-block-kind="text"] [contenteditable="true"]').first(),
    );
    await addBlocks(page, cdp, courseID);
    await moveBlocks(page, cdp, courseID);
  } finally {
    await context.close();
  }
};

const main = async (): Promise<void> => {
  const server = await startServer(PORT);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const token = await login(server.url);
    const files = await seededFiles(server.url, token);
    console.log(
      `load average at start: ${(await import("node:os"))
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(", ")}`,
    );
    for (const shape of SHAPES.filter((s) => ONLY === undefined || ONLY.includes(s.key)))
      await benchShape(browser, server.url, token, shape, files);
  } finally {
    await browser.close();
    await server.stop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
