// `tsx web/bench/profile-constructor.ts`: where the constructor's time goes on the big courses of
// bench-constructor.ts. For each phase (open, switch to a 1,000-block lesson, 10 keystrokes, adding
// and moving a block) it records a CPU profile through CDP and prints the functions with the most
// self time, the time per script file, the React components mounted and rendered (render-counter.ts),
// what the DOM holds, the requests made and the save's body. Run it on an unminified build
// (vite build --minify false) for readable names; profiles are kept in PROFILE_DIR.
import { writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type CDPSession, type Page, type Request } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/support/chromium";
import { startServer } from "./bench-server";
import { SHAPES, importShape, login, seededFiles } from "./constructor-courses";
import { PROBE_SCRIPT, blockCount, cardIDs, reach } from "./page-probes";
import { RENDER_COUNTER_SCRIPT, renderLines, takeRenders } from "./render-counter";

const PORT = Number(process.env.BENCH_PORT ?? 3292);
const OUT = process.env.PROFILE_DIR ?? "/tmp/constructor-profiles";
const ONLY = process.env.BENCH_SHAPES?.split(",") ?? ["3x10x1000"];

type Frame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type Profile = {
  nodes: ReadonlyArray<{ id: number; callFrame: Frame }>;
  samples?: ReadonlyArray<number>;
  timeDeltas?: ReadonlyArray<number>;
};

/** Self time by function and by script file, in ms. */
const summarize = (profile: Profile): void => {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  const samples = profile.samples ?? [];
  samples.forEach((id, i) => {
    const frame = frames.get(id);
    const delta = (profile.timeDeltas?.[i + 1] ?? 0) / 1000;
    if (!frame) return;
    const file = frame.url === "" ? "(native)" : path.basename(frame.url.split("?")[0] ?? "");
    const name = `${frame.functionName || "(anonymous)"} ${file}:${frame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + delta);
    byFile.set(file, (byFile.get(file) ?? 0) + delta);
  });
  const top = (map: Map<string, number>, n: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, time]) => `    ${time.toFixed(0).padStart(6)} ms  ${name}`);
  console.log("  self time by function:");
  console.log(top(byFunction, 25).join("\n"));
  console.log("  self time by script file:");
  console.log(top(byFile, 10).join("\n"));
};

const dom = (page: Page) =>
  page.evaluate(() => ({
    nodes: document.getElementsByTagName("*").length,
    cards: document.querySelectorAll(".block-card").length,
    editors: document.querySelectorAll(".ProseMirror").length,
    sortables: document.querySelectorAll("[aria-roledescription]").length,
    inputs: document.querySelectorAll("input, textarea, select").length,
    options: document.querySelectorAll("option").length,
  }));

/** Runs one phase under the CPU profiler and prints what it cost. */
const phase = async (page: Page, cdp: CDPSession, name: string, action: () => Promise<void>): Promise<void> => {
  const requests: Request[] = [];
  const listen = (request: Request) => {
    if (request.url().includes("/api/")) requests.push(request);
  };
  page.on("request", listen);
  await takeRenders(page).catch(() => undefined);
  await cdp.send("Profiler.start");
  const started = Date.now();
  await action();
  const { profile } = await cdp.send("Profiler.stop");
  page.off("request", listen);
  writeFileSync(path.join(OUT, `${name}.cpuprofile`), JSON.stringify(profile));
  console.log(`\n-- ${name} (${Date.now() - started} ms wall)`);
  summarize(profile as Profile);
  const renders = await takeRenders(page);
  console.log(`  React: ${renders.commits} commits; components mounted / rendered:`);
  console.log(renderLines(renders).join("\n"));
  console.log(`  DOM after: ${JSON.stringify(await dom(page))}`);
  for (const request of requests) {
    const body = request.postDataBuffer();
    const size = body === null ? "" : ` ${body.length} B sent`;
    console.log(`  ${request.method()} ${new URL(request.url()).pathname}${size}`);
    if (body !== null && request.method() === "PATCH") console.log(`    body: ${body.toString("utf8").slice(0, 600)}`);
  }
};

const main = async (): Promise<void> => {
  mkdirSync(OUT, { recursive: true });
  const server = await startServer(PORT);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const token = await login(server.url);
    const files = await seededFiles(server.url, token);
    for (const shape of SHAPES.filter((s) => ONLY.includes(s.key))) {
      const courseID = await importShape(server.url, token, shape, files);
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addInitScript(PROBE_SCRIPT);
      await context.addInitScript(RENDER_COUNTER_SCRIPT);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
      await page.goto(`${server.url}/login`);
      await page.getByLabel("E-mail").fill("owner@demo.ru");
      await page.getByLabel("Пароль").fill("demo123");
      await page.getByRole("button", { name: "Войти" }).click();
      await page.waitForURL((u) => !u.pathname.endsWith("/login"));
      const { firstLesson, bigLesson, bigSection } = shape.targets;
      await phase(page, cdp, `${shape.key}-open`, async () => {
        await page.goto(`${server.url}/createdCourses/${courseID}/constructor`, { waitUntil: "commit" });
        await reach(page, { kind: "drawn", lesson: firstLesson }, { fromNavigation: true });
      });
      const toggle = page.getByRole("button", { name: `Показать уроки раздела «${bigSection}»`, exact: true });
      if ((await toggle.getAttribute("aria-expanded")) === "false") await toggle.click();
      const link = page.locator(".outline-link", { has: page.locator(`.outline-link-text[title="${bigLesson}"]`) });
      for (let step = 0; (await link.count()) === 0 && step < 200; step += 1)
        await page.locator(".outline-scroller").evaluate((element) => element.scrollBy(0, element.clientHeight));
      await phase(page, cdp, `${shape.key}-switch`, async () => {
        const waiting = reach(page, { kind: "drawn", lesson: bigLesson });
        await link.click();
        await waiting;
      });
      const lesson = page.locator(".lesson-editor .block-list").first();
      const title = lesson
        .locator('.block-card[data-block-kind="image"]')
        .first()
        .getByLabel("Название", { exact: true });
      await title.click();
      await phase(page, cdp, `${shape.key}-type`, async () => {
        await page.keyboard.type("Typing fast", { delay: 40 });
        await page.locator('[data-save-status="saved"]').waitFor({ timeout: 60_000 });
        await new Promise((resolve) => setTimeout(resolve, 2500));
        await page.locator('[data-save-status="saved"]').waitFor({ timeout: 60_000 });
      });
      const count = await blockCount(page);
      await phase(page, cdp, `${shape.key}-add`, async () => {
        const waiting = reach(page, { kind: "count", count: count + 1 });
        await lesson.locator(":scope > .add-block-bar button").click();
        await waiting;
        await new Promise((resolve) => setTimeout(resolve, 2500));
        await page.locator('[data-save-status="saved"]').waitFor({ timeout: 60_000 });
      });
      const total = await blockCount(page);
      const card = (await cardIDs(page)).find((c) => c.position < total - 1);
      const id = card?.id ?? "";
      await page.locator(`[data-move-handle="${id}"]`).focus();
      await phase(page, cdp, `${shape.key}-move`, async () => {
        const waiting = reach(page, { kind: "at", index: card?.position ?? 6, blockID: id });
        await page.keyboard.press("Alt+ArrowDown");
        await waiting;
        await new Promise((resolve) => setTimeout(resolve, 2500));
        await page.locator('[data-save-status="saved"]').waitFor({ timeout: 60_000 });
      });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
