// `npm run bench:constructor`: the constructor on a course of 50 sections × 20 lessons × 30 blocks
// (30,000 blocks). Prints the open time and the p95 of typing, adding and moving a block, read from
// the user-timing entries the app sets (features/constructor/perf.ts). Prints figures; asserts nothing.
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/support/chromium";
import { EXPORT_FORMAT, EXPORT_FORMAT_VERSION } from "@app/domain/api/authoring";
import { emptyCourseBody } from "@app/domain/api/course-content";
import type { ModuleSnapshot } from "@app/domain/course/course-snapshot";
import { startServer } from "./bench-server";

const PORT = Number(process.env.BENCH_PORT ?? 3291);
const SECTIONS = 50;
const LESSONS = 20;
const BLOCKS = 30;
const OPEN_RUNS = 3;

const text = (s: number, l: number, b: number) =>
  `Раздел ${s + 1}, урок ${l + 1}, блок ${b + 1}. Текст учебного материала средней длины, чтобы курс весил как настоящий.`;

const bigCourse = () => {
  const moduleList: ModuleSnapshot[] = Array.from({ length: SECTIONS }, (_, s) => ({
    moduleID: `m${s}`,
    moduleName: `Раздел ${s + 1}`,
    lessons: Array.from({ length: LESSONS }, (_, l) => ({
      lessonID: `l${s}-${l}`,
      lessonName: `Урок ${s + 1}.${l + 1}`,
      lessonContent: Array.from({ length: BLOCKS }, (_, b) => ({
        contentBlockID: `b${s}-${l}-${b}`,
        status: "none" as const,
        evaluation: null,
        content: { _tag: "text" as const, text: text(s, l, b) },
      })),
      tasks: [],
      is_trial: false,
      isEndedByUser: false,
      status: "not_started" as const,
      statistics: null,
    })),
  }));
  return { ...emptyCourseBody("big", "Большой курс"), moduleList };
};

const login = async (url: string): Promise<string> => {
  const answer = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "owner@demo.ru", password: "demo123" }),
  });
  const body = (await answer.json()) as { tokens: { token: string } };
  return body.tokens.token;
};

const importCourse = async (url: string, token: string): Promise<number> => {
  const document = { format: EXPORT_FORMAT, format_version: EXPORT_FORMAT_VERSION, course: bigCourse() };
  const payload = JSON.stringify(document);
  const answer = await fetch(`${url}/api/courses/import`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: payload,
  });
  if (answer.status !== 201)
    throw new Error(`import answered ${answer.status}: ${(await answer.text()).slice(0, 300)}`);
  const body = (await answer.json()) as { data: { course_id: number } };
  console.log(
    `imported a course of ${SECTIONS * LESSONS * BLOCKS} blocks (${(payload.length / 1024 / 1024).toFixed(1)} MB of JSON) as course ${body.data.course_id}`,
  );
  return body.data.course_id;
};

const p95 = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(values.length * 0.95) - 1)] ?? 0;
const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => `${value.toFixed(1)} ms`;

const measures = (page: Page, name: string): Promise<number[]> =>
  page.evaluate((n) => performance.getEntriesByName(n).map((e) => e.duration), `constructor:${name}`);
const settle = async (page: Page, name: string, count: number) => {
  await page.waitForFunction(
    ([n, c]) => performance.getEntriesByName(n).length >= c,
    [`constructor:${name}`, count] as const,
    { timeout: 60_000 },
  );
};

/** The whole-course save as it was (PUT of the whole draft): its size, and what the server answers. */
const wholeCourseSave = async (url: string, token: string, courseID: number) => {
  const headers = { "content-type": "application/json", authorization: `Bearer ${token}` };
  const content = (await (await fetch(`${url}/api/courses/${courseID}/content`, { headers })).json()) as {
    data: { version: number; course: unknown };
  };
  const payload = JSON.stringify({ version: content.data.version, course: content.data.course });
  const start = performance.now();
  const answer = await fetch(`${url}/api/courses/${courseID}/content`, { method: "PUT", headers, body: payload });
  await answer.text();
  return { bytes: payload.length, status: answer.status, ms: performance.now() - start };
};

/**
 * One character typed into one block of the big course: the bytes the save sends (every save request
 * of that change) and the time from the save starting (`Сохранение…`, after the autosave pause) to
 * `Сохранено`, read in the page by a MutationObserver on the save state.
 */
const saveOfOneBlockEdit = async (page: Page, url: string, courseID: number): Promise<void> => {
  const status = page.locator("[data-save-status]");
  await status.and(page.locator('[data-save-status="saved"]')).waitFor();
  await page.evaluate(() => {
    const times: Array<[string, number]> = [];
    Object.assign(window, { saveTimes: times });
    new MutationObserver(() => {
      const value = document.querySelector("[data-save-status]")?.getAttribute("data-save-status") ?? "";
      if (times[times.length - 1]?.[0] !== value) times.push([value, performance.now()]);
    }).observe(document.body, {
      subtree: true,
      attributes: true,
      attributeFilter: ["data-save-status"],
      childList: true,
    });
  });
  let bytes = 0;
  let requests = 0;
  const count = (request: import("@playwright/test").Request) => {
    if (!request.url().endsWith(`/api/courses/${courseID}/content`) || request.method() === "GET") return;
    requests += 1;
    bytes += request.postDataBuffer()?.length ?? 0;
  };
  page.on("request", count);
  // A text block's editor (a rich-text editor since issue #20, a textarea before): found by its label.
  const field = page.locator(".lesson-editor").getByLabel("Текст", { exact: true }).first();
  await field.click();
  await page.keyboard.press("End");
  await page.keyboard.type("!");
  await page.waitForFunction(
    () => {
      const times = (window as unknown as { saveTimes: Array<[string, number]> }).saveTimes;
      return times.some(([s]) => s === "saving") && times[times.length - 1]?.[0] === "saved";
    },
    undefined,
    { timeout: 60_000 },
  );
  page.off("request", count);
  const times = await page.evaluate(() => (window as unknown as { saveTimes: Array<[string, number]> }).saveTimes);
  const saving = times.find(([s]) => s === "saving")?.[1] ?? 0;
  const saved = times[times.length - 1]?.[1] ?? 0;
  console.log(
    `save of a one-block edit (change only, PATCH): ${requests} request(s), ${(bytes / 1024).toFixed(2)} KB sent; Сохранение… → Сохранено ${ms(saved - saving)} (goals < 10 KB, < 300 ms)`,
  );
  const old = await wholeCourseSave(url, await login(url), courseID);
  console.log(
    `the same save as the whole course (PUT, as before): ${(old.bytes / 1024 / 1024).toFixed(1)} MB sent, answered ${old.status} after ${ms(old.ms)}${old.status === 200 ? "" : " — never Сохранено"}`,
  );
};

const main = async (): Promise<void> => {
  const server = await startServer(PORT);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const courseID = await importCourse(server.url, await login(server.url));
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByLabel("E-mail").fill("owner@demo.ru");
    await page.getByLabel("Пароль").fill("demo123");
    await page.getByRole("button", { name: "Войти" }).click();
    await page.waitForURL((u) => !u.pathname.endsWith("/login"));

    const opens: number[] = [];
    for (let run = 0; run < OPEN_RUNS; run += 1) {
      await page.goto(`${server.url}/createdCourses/${courseID}/constructor`);
      await page.waitForFunction(() => performance.getEntriesByName("constructor:ready").length > 0, undefined, {
        timeout: 120_000,
      });
      const ready = await page.evaluate(() => performance.getEntriesByName("constructor:ready")[0]?.startTime ?? 0);
      const rows = await page.locator(".outline-item").count();
      opens.push(ready);
      console.log(
        `open ${run + 1}: constructor:ready at ${ms(ready)} after navigation start; ${rows} outline rows in the DOM`,
      );
    }
    console.log(
      `open (page load → outline and first lesson rendered), median of ${OPEN_RUNS}: ${ms(median(opens))} (goal ≤ 1500 ms)`,
    );

    const lesson = page.locator(".lesson-editor");
    await saveOfOneBlockEdit(page, server.url, courseID);
    await lesson.getByLabel("Текст", { exact: true }).first().click();
    await page.keyboard.press("End");
    for (let i = 0; i < 100; i += 1) await page.keyboard.type(i % 10 === 9 ? " " : "а");
    await settle(page, "type", 100);
    const typing = await measures(page, "type");
    console.log(
      `typing, input → next frame painted, p95 over ${typing.length} keystrokes: ${ms(p95(typing))} (median ${ms(median(typing))}; goal ≤ 50 ms)`,
    );

    const addButton = lesson.locator(".block-list").first().locator(".add-block-bar button");
    for (let i = 0; i < 30; i += 1) {
      await addButton.click();
      await settle(page, "add-block", i + 1);
    }
    const adds = await measures(page, "add-block");
    console.log(`add block, p95 over ${adds.length}: ${ms(p95(adds))} (median ${ms(median(adds))}; goal ≤ 50 ms)`);

    const handle = lesson.locator(".block-card .move-handle").nth(5);
    await handle.focus();
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press(i % 2 === 0 ? "Alt+ArrowDown" : "Alt+ArrowUp");
      await settle(page, "move-block", i + 1);
    }
    const moves = await measures(page, "move-block");
    console.log(`move block, p95 over ${moves.length}: ${ms(p95(moves))} (median ${ms(median(moves))}; goal ≤ 50 ms)`);
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
