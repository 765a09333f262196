import { execFile } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { DEFAULT_DEBOUNCE_MS } from "../src/lib/authoring/save-scheduler";
import { expect, test, type Time } from "./support/fixtures";
import { expectNoSeriousViolations } from "./support/axe";
import { createDraftCourse } from "./support/school-courses";
import { shot } from "./support/screens";

/** The QA log journeys' helpers: the constructor as the log sees it, the log downloaded and replayed by the CLI. */
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const run = promisify(execFile);
/** Typed into a block: personal data, which the log keeps as a placeholder (domain/src/log/redact.ts). */
const EMAIL = "owner@demo.ru";
/** The demo school's unpublished draft: two sections of two lessons, each with a text and a test. */
export const DEMO_DRAFT_ID = 15;
const redacted = (text: string) => text.replaceAll(EMAIL, "[email]");

/** The control is on screen and a click at its centre reaches it: nothing (the QA panel) lies over it. */
export const expectUncovered = async (control: Locator): Promise<void> => {
  await control.scrollIntoViewIfNeeded();
  await expect(control).toBeInViewport();
  expect(
    await control.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && (element === hit || element.contains(hit));
    }),
  ).toBe(true);
};

const outlineLinks = (page: Page) =>
  page.getByRole("navigation", { name: "Структура курса" }).locator(".outline-link-text");
export const lessonOf = (page: Page, name: string) => page.getByRole("article", { name: `Урок «${name}»` });
export const blocks = (lesson: Locator) => lesson.locator(".block-list").first().locator(":scope > .block-card");
const saveState = (page: Page) => page.getByRole("status").filter({ hasText: /Сохран|сохран/ });

/** Moves time over the autosave's pause after the last change (save-scheduler.ts) and sees the save answered. */
const autosaved = async (page: Page, time: Time): Promise<void> => {
  await time.advance(DEFAULT_DEBOUNCE_MS);
  await expect(saveState(page)).toHaveText("Сохранено");
};

/**
 * `npm run replay -- [options] FILE` as its script runs it (`tsx scripts/replay.ts`, without npm's
 * own start): its stdout. A non-zero exit fails the test with what it printed.
 */
export const replayCli = async (file: string, ...options: string[]): Promise<string> => {
  const tsx = path.join(ROOT, "node_modules", ".bin", "tsx");
  const { stdout } = await run(tsx, ["scripts/replay.ts", ...options, file], {
    cwd: ROOT,
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
};

/** Clicks `Скачать журнал` in `place` and saves the log it downloads in the test's output folder: its path. */
export const downloadLog = async (place: Locator): Promise<string> => {
  const [download] = await Promise.all([
    place.page().waitForEvent("download"),
    place.getByRole("button", { name: "Скачать журнал" }).click(),
  ]);
  const file = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(file);
  return file;
};

/** API calls a page makes from now on; pictures the browser loads itself (/api/files) are not the app's calls. */
export const apiCallsFrom = (page: Page): string[] => {
  const calls: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/api/") && !pathname.startsWith("/api/files/")) calls.push(request.url());
  });
  return calls;
};

const addBlock = async (lesson: Locator, kind: string) => {
  const bar = lesson.locator(".block-list").first().locator(".add-block-bar");
  await bar.getByLabel("Тип блока").selectOption({ label: kind });
  await bar.getByRole("button", { name: /Добавить блок/ }).click();
};

/** What the constructor shows: section names, the outline, and the open lesson's blocks with their fields. */
const constructorScreen = async (page: Page) => ({
  sections: await page
    .getByLabel("Название раздела")
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
  outline: await outlineLinks(page).allTextContents(),
  lesson: await page.getByLabel("Название урока").inputValue(),
  blocks: await blocks(lessonOf(page, "Первый урок")).evaluateAll((cards) =>
    cards.map((card) => ({
      heading: card.querySelector("h3, h4, [role=heading]")?.textContent ?? "",
      fields: [...card.querySelectorAll("input, textarea")].map((field) =>
        (field as HTMLInputElement).type === "checkbox"
          ? String((field as HTMLInputElement).checked)
          : (field as HTMLInputElement).value,
      ),
    })),
  ),
});

/** The first step of the owner's journey (qa-replay.spec.ts): the log recorded, replayed by the CLI and in a fresh browser. */
export const recordedLogRoundTrip = async ({
  page,
  request,
  openAs,
  time,
}: {
  page: Page;
  request: APIRequestContext;
  openAs: (account: "owner") => Promise<Page>;
  time: Time;
}): Promise<void> => {
  // 1. The owner builds a new course in its constructor; the session log records from the page load on.
  const courseID = String(await createDraftCourse(request, "Курс для журнала"));
  await time.install(page);
  await page.goto(`/createdCourses/${courseID}/constructor?qa=1`);
  await page.getByRole("button", { name: "Закрыть панель QA" }).click();

  await page.getByRole("button", { name: "Добавить раздел" }).click();
  await page.getByLabel("Название раздела").fill("Введение");
  await page.getByRole("button", { name: "Добавить раздел" }).click();
  await page.getByLabel("Название раздела").nth(1).fill("Практика");
  await page.getByRole("button", { name: /Добавить урок — Раздел «Введение»/ }).click();
  await page.getByLabel("Название урока").fill("Первый урок");
  const lesson = lessonOf(page, "Первый урок");
  await addBlock(lesson, "Текст");
  await lesson.getByLabel("Текст", { exact: true }).fill(`Здравствуйте! Вопросы — на ${EMAIL}.`);
  await addBlock(lesson, "Тест");
  await blocks(lesson).nth(1).getByLabel("Название теста").fill("Проверка");
  await blocks(lesson).nth(1).getByRole("button", { name: "Добавить вопрос" }).click();
  await blocks(lesson).nth(1).getByLabel("Текст вопроса").fill("2 + 2 = ?");
  await addBlock(lesson, "Свободное задание");
  await expect(blocks(lesson)).toHaveCount(3);
  // Undo one step: the free task goes again.
  await page.getByRole("button", { name: "Отменить" }).click();
  await expect(blocks(lesson)).toHaveCount(2);
  // The autosave sends it: the server's ids enter the model (IdsAssigned) and the log.
  await autosaved(page, time);

  // Issue #21: a reload in the middle of the session keeps one log; the page starts from the server again.
  await page.goto(`/createdCourses/${courseID}/constructor?qa=1`);
  await page.getByRole("button", { name: "Закрыть панель QA" }).click();
  await page.getByRole("navigation", { name: "Структура курса" }).getByRole("link", { name: "Первый урок" }).click();
  await expect(blocks(lessonOf(page, "Первый урок"))).toHaveCount(2);
  await page.getByRole("button", { name: "Добавить раздел" }).click();
  await page.getByLabel("Название раздела").nth(2).fill("Итоги");
  await autosaved(page, time);

  // 2. Download the log from the panel (Ctrl+Alt+Q), and read the state the page projects.
  await page.keyboard.press("Control+Alt+KeyQ");
  const panel = page.getByRole("dialog", { name: "QA: журнал событий" });
  await expect(panel.getByTestId("qa-recording")).toContainText("Событий в журнале");
  // Reopened after events were recorded, it shows the newest of them, never "no events yet".
  await expect(panel.getByTestId("qa-event-tag")).toBeVisible();
  await expect(panel.getByText("Событий ещё не было")).toHaveCount(0);
  const shown = await constructorScreen(page);
  // Issue #33 row 10: the lesson the author has open is in the address, which the log records.
  const authorAt = new URL(page.url()).pathname;
  expect(authorAt).toMatch(new RegExp(`^/createdCourses/${courseID}/constructor/[^/]+/[^/]+$`));
  const state = await page.evaluate(() => window.coursePlatformQa?.state() ?? "");
  const file = await downloadLog(panel);
  expect(await page.evaluate(() => window.coursePlatformQa?.state() ?? "")).toBe(state);
  const log = JSON.parse(readFileSync(file, "utf8")) as Array<{ seq: number; v: number; event: { _tag: string } }>;
  const tags = log.map((entry) => entry.event._tag);
  expect(tags, tags.join(" ")).toEqual(
    expect.arrayContaining(["CourseLoaded", "ModuleCreated", "LessonCreated", "BlockAdded", "Undone", "IdsAssigned"]),
  );
  expect(log.every((entry, i) => entry.v === 2 && (i === 0 || entry.seq > (log[i - 1]?.seq ?? 0)))).toBe(true);
  // One log with both sides of the reload: sections created before it and after it.
  const reloadAt = tags.indexOf("StateSnapshot");
  expect(reloadAt).toBeGreaterThan(0);
  expect(tags.slice(0, reloadAt)).toContain("ModuleCreated");
  expect(tags.slice(reloadAt)).toContain("ModuleCreated");
  expect(readFileSync(file, "utf8")).not.toContain(EMAIL);
  expect(readFileSync(file, "utf8")).toContain("[email]");

  // 3. The CLI on that file prints exactly the page's state, but for the e-mail.
  expect(state).toContain(EMAIL);
  expect(await replayCli(file)).toBe(`${redacted(state)}\n`);
  expect(JSON.parse(state)).toHaveProperty(["courses", courseID, "general", "name", "value"], "Курс для журнала");

  // 4. A fresh browser loads the file with the network off and shows the same constructor.
  const other = await openAs("owner");
  await other.goto("/createdCourses?qa=1");
  const otherPanel = other.getByRole("dialog", { name: "QA: журнал событий" });
  // The page's own calls end first (its profile and its courses are on screen); from the load of the log on, none may leave it.
  await expect(other.getByTestId("menu-user")).not.toBeEmpty();
  await expect(other.getByTestId("created-course")).toHaveCount(12);
  const apiCalls = apiCallsFrom(other);
  await otherPanel.getByTestId("qa-log-file").setInputFiles(file);
  await expect(other.getByText(`Журнал загружен. Событий: ${log.length}`)).toBeVisible();
  await expect(otherPanel.getByTestId("qa-position")).toContainText(`Событие ${log.length} из ${log.length}`);
  await otherPanel
    .getByRole("listitem")
    .filter({ hasText: "Курс для журнала" })
    .getByRole("link", { name: "Конструктор" })
    .click();
  // The replay's constructor opens on the lesson the author had open.
  await expect(other).toHaveURL(new RegExp(`${authorAt}$`));
  await expect(blocks(lessonOf(other, "Первый урок"))).toHaveCount(2);
  expect(JSON.stringify(await constructorScreen(other))).toBe(redacted(JSON.stringify(shown)));
  expect(await other.evaluate(() => window.coursePlatformQa?.state() ?? "")).toBe(redacted(state));
  await expectNoSeriousViolations(other);
  await shot(other, "qa-replay-constructor.png");

  // Step back over the undo: the free task is there again; the current event and its diff are shown.
  await expect(otherPanel.getByRole("button", { name: "В конец" })).toBeDisabled();
  const undoAt = tags.lastIndexOf("Undone");
  await otherPanel.getByLabel("Позиция в журнале").fill(String(undoAt));
  await expect(blocks(lessonOf(other, "Первый урок"))).toHaveCount(3);
  await otherPanel.getByRole("button", { name: "Шаг вперёд" }).click();
  await expect(otherPanel.getByTestId("qa-event-tag")).toHaveText("Undone");
  await expect(otherPanel.getByTestId("qa-diff")).toContainText("blockOrder");
  await expect(blocks(lessonOf(other, "Первый урок"))).toHaveCount(2);
  await shot(other, "qa-replay-step.png");
  expect(apiCalls).toEqual([]);
  // Issue #33, row 12: docked at the right, the scrubber's thumb at the end is whole, inside the panel.
  await otherPanel.getByRole("button", { name: "Справа" }).click();
  await otherPanel.getByRole("button", { name: "В конец" }).click();
  const scrubber = otherPanel.getByLabel("Позиция в журнале");
  const [track, body] = await Promise.all([scrubber.boundingBox(), otherPanel.locator(".qa-panel-body").boundingBox()]);
  expect(track !== null && body !== null && track.x + track.width <= body.x + body.width).toBe(true);
  await shot(otherPanel, "qa-replay-docked-right.png");
  await otherPanel.getByRole("button", { name: "Снизу" }).click();

  // Issue #21: the panel checks the invariants; a log with a rename of a lesson that does not exist is marked there.
  await expect(otherPanel.getByText("Инварианты выполняются после каждого события")).toBeVisible();
  const last = log.at(-1)?.seq ?? 0;
  const broken = [
    ...log,
    {
      seq: last + 1,
      at: 0,
      v: 2,
      event: { _tag: "LessonRenamed", courseID, lessonID: "404", lessonName: "x", at: 0 },
    },
  ];
  const brokenFile = path.join(path.dirname(file), "broken.json");
  writeFileSync(brokenFile, JSON.stringify(broken));
  await otherPanel.getByTestId("qa-log-file").setInputFiles(brokenFile);
  await expect(otherPanel.getByTestId("qa-check")).toContainText(`Запись seq ${last + 1} (LessonRenamed)`);
  await expect(otherPanel.getByTestId("qa-check")).toContainText("урок 404 не существует");
  await expect(otherPanel.getByTestId("qa-bad-mark")).toBeVisible();

  // Issue #33: a log the panel cannot read is refused in place, in one sentence naming the entry by its
  // seq and the field; the technical detail is behind `Подробнее`. The replay loaded before stays.
  const untagged = [...log.slice(0, 3), { seq: (log[2]?.seq ?? 0) + 1, at: 0, v: 2, event: { courseID } }];
  const untaggedFile = path.join(path.dirname(file), "untagged.json");
  writeFileSync(untaggedFile, JSON.stringify(untagged));
  await otherPanel.getByTestId("qa-log-file").setInputFiles(untaggedFile);
  const refusal = otherPanel.getByTestId("qa-refusal");
  await expect(refusal).toContainText(
    `Журнал не загружен. Запись seq ${(log[2]?.seq ?? 0) + 1}: у события нет поля _tag, и его тип не понять.`,
  );
  const detail = refusal.getByText(/^seq \d+ · event\._tag\nevent: Expected \{/);
  await expect(detail).toBeHidden();
  await refusal.getByText("Подробнее").click();
  await expect(detail).toBeVisible();
  await expect(otherPanel.getByTestId("qa-position")).toContainText(`Событие ${log.length + 1} из ${log.length + 1}`);
  await shot(other, "qa-refused-log-1280.png");
  await other.setViewportSize({ width: 390, height: 844 });
  await expect(refusal).toBeInViewport();
  await shot(other, "qa-refused-log-390.png");
};

/** Issue #21: course 1 "Основы Python", lesson 2 (test «Самопроверка») and lesson 4 (free task «Таблица умножения», task 3). */
export const LESSON_2 = "/myCourses/1/lessons/1/2";
export const LESSON_4 = "/myCourses/1/lessons/2/4";
export const COMMENT = "Выведите таблицу ровными столбцами: журнал QA.";
export const ANSWER = "for i in range(1, 10): print(*[i * j for j in range(1, 10)])  # журнал QA";
/** Every string value in a parsed log (its keys left out: `completedLessonsAmount` holds `mple`). */
export const stringsOf = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : typeof value === "object" && value !== null
      ? Object.values(value).flatMap(stringsOf)
      : [];
/** Issue #33 part 7: the description the student sends his log with. */
export const REPORT = "Комментарий учителя виден не сразу";
/** Issue #33, row 1: what a student typed into an answer, key by key. */
export const ROW_1 = "Мой телефон +7 912 345-67-89, почта ivan@example.com";
