import type { Page } from "@playwright/test";
import * as Schema from "effect/Schema";
import { StudentCourseResponse } from "@app/domain/api/passage";
import { expect, test, type Time } from "./support/fixtures";
import { apiAs, type Api } from "./support/api";
import { autosaved, ownerApi, storedDraft } from "./support/authoring";
import { expectNoSeriousViolations } from "./support/axe";
import { openWithoutQueryCache } from "./support/query-cache";
import { shot } from "./support/screens";
import { DEMO_EMAILS, type Account } from "./support/signed-in";

/** Основы Python: published, its draft the published copy, the demo student enrolled; its first section has two lessons. */
const COURSE = 1;

test.use({ as: "owner" });

/** The lesson names of the course's draft as the server has it. */
const draftLessonNames = async (api: Api): Promise<string[]> =>
  (await storedDraft(api, COURSE)).course.moduleList.flatMap((section) => section.lessons.map((l) => l.lessonName));

/** The lesson names the student's course view gets from the server now. */
const studentLessonNames = async (api: Api): Promise<string[]> => {
  const answer = await api.get(`/api/my-courses/${COURSE}`);
  expect(answer.status()).toBe(200);
  const { data } = Schema.decodeUnknownSync(StudentCourseResponse)(await answer.json());
  return data.moduleList.flatMap((section) => section.lessons.map((l) => l.lessonName));
};

/**
 * One author's session on a device of his own: a new window signed in as him renames a lesson in the
 * constructor, the autosave stores it, and the window closes.
 */
const renameInOwnSession = async (
  openAs: (account: Account) => Promise<Page>,
  time: Time,
  account: Account,
  path: string,
  name: string,
): Promise<void> => {
  const page = await openAs(account);
  await time.install(page);
  await page.goto(path);
  await page.getByLabel("Название урока").fill(name);
  await autosaved(page, time);
  await page.context().close();
};

/**
 * The constructor of the open page (no reload: the page's own model must have followed the server),
 * then the lesson by its name in the outline.
 */
const openLessonInPage = async (page: Page, lessonName: string) => {
  await page.getByRole("navigation", { name: "Разделы курса" }).getByRole("link", { name: "Конструктор" }).click();
  await page
    .getByRole("navigation", { name: "Структура курса" })
    .locator(".outline-link-text")
    .getByText(lessonName, { exact: true })
    .click();
  await expect(page.getByLabel("Название урока")).toHaveValue(lessonName);
};

/** What the student sees: the course's lessons as the server gives them now (no cached copy). */
const expectStudentSees = async (page: Page, names: ReadonlyArray<string>) => {
  await openWithoutQueryCache(page, `/myCourses/${COURSE}/lessons`);
  for (const name of names) await expect(page.getByRole("link", { name, exact: true }).first()).toBeVisible();
};

/**
 * No sideways scroll at 1366 and 390 px; with SHOTS=1, screenshots of both for a person to look at
 * (web/e2e/.artifacts/screens; never in npm test).
 */
const look = async (page: Page, name: string) => {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, `course-history-${name}-${width}.png`, { fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
};

/**
 * Issue #22's journey: on a published course two authors edit it in three sessions, the history
 * shows the three saves under `Сегодня` with their authors and summaries; the first of them opens
 * read-only with its change marked, a lesson comes back from it, the rest of the draft goes back to
 * the published copy; the enrolled student sees the published course all along, and the author's
 * next change only after `Опубликовать`.
 */
test("three sessions of two authors in the history, a lesson restored, the rest discarded, the student unaffected", async ({
  page,
  request,
  openAs,
  time,
}) => {
  // A long journey: some forty steps and a dozen page loads.
  test.slow();
  const owner = ownerApi(request);
  const section = (await storedDraft(owner, COURSE)).course.moduleList[0];
  const [first, second] = section?.lessons ?? [];
  if (section === undefined || first === undefined || second === undefined) throw new Error("course 1 has two lessons");
  const lessonPath = (lessonID: string) => `/createdCourses/${COURSE}/constructor/${section.moduleID}/${lessonID}`;

  // The enrolled student: after every step his course view's answer, and at the end his page.
  const student = apiAs(request, DEMO_EMAILS.student);
  const published = [first.lessonName, second.lessonName];
  const expectStudentStillSees = async () => expect((await studentLessonNames(student)).slice(0, 2)).toEqual(published);
  await expectStudentStillSees();

  // Three sessions, two authors, each a real edit saved by the editor.
  const names = () => draftLessonNames(owner);
  await renameInOwnSession(openAs, time, "owner", lessonPath(first.lessonID), "Переменные: правка владельца");
  expect(await names()).toContain("Переменные: правка владельца");
  await renameInOwnSession(openAs, time, "manager", lessonPath(second.lessonID), "Типы данных: правка менеджера");
  expect(await names()).toContain("Типы данных: правка менеджера");
  await renameInOwnSession(openAs, time, "owner", lessonPath(first.lessonID), "Переменные: вторая правка");
  expect(await names()).toContain("Переменные: вторая правка");
  await expectStudentStillSees();

  // The history: the three saves under `Сегодня`, newest first, with their authors and summaries.
  await time.install(page);
  await page.goto(`/createdCourses/${COURSE}/about`);
  await page.getByRole("navigation", { name: "Разделы курса" }).getByRole("link", { name: "История" }).click();
  await expect(page).toHaveURL(new RegExp(`/createdCourses/${COURSE}/history$`));
  const today = page.locator(".history-day", { has: page.getByRole("heading", { name: "Сегодня" }) });
  const entries = today.getByTestId("history-entry");
  const saves = [
    { author: "Ольга Смирнова", text: "Переменные: вторая правка" },
    { author: "Михаил Кузнецов", text: "Типы данных: правка менеджера" },
    { author: "Ольга Смирнова", text: "Переменные: правка владельца" },
  ];
  await expect(entries).toHaveCount(saves.length);
  for (const [index, save] of saves.entries()) {
    const entry = entries.nth(index);
    await expect(entry.locator(".history-entry-author")).toHaveText(save.author);
    await expect(entry.locator(".history-entry-summary")).toContainText(save.text);
  }
  // The published version is the seed's, from before today: marked, and the only one marked.
  const publishedEntries = page.getByTestId("history-entry").filter({ hasText: "Опубликована" });
  await expect(publishedEntries).toHaveCount(1);
  await expect(publishedEntries).toContainText("Курс создан");
  await expectNoSeriousViolations(page);
  await look(page, "list");
  // Filtered by lesson 2: the manager's save is there, the owner's saves of lesson 1 are not.
  await page.getByLabel("Раздел или урок").selectOption({ label: "Урок «Типы данных: правка менеджера»" });
  await expect(page.getByTestId("history-entry").filter({ hasText: "Михаил Кузнецов" })).toHaveCount(1);
  await expect(page.getByTestId("history-entry").filter({ hasText: "Переменные:" })).toHaveCount(0);
  await page.getByLabel("Раздел или урок").selectOption({ label: "Весь курс" });

  // The first of the three opens read-only in the constructor, on the lesson it changed, marked as such.
  await entries
    .nth(2)
    .getByRole("link", { name: /^Версия \d+$/ })
    .click();
  await expect(page.getByRole("heading", { name: /^Версия \d+ от .+ — только просмотр$/ })).toBeVisible();
  await expect(page).toHaveURL(
    new RegExp(`/createdCourses/${COURSE}/history/\\d+/constructor/${section.moduleID}/${first.lessonID}$`),
  );
  const lessonEditor = page.locator(".lesson-editor");
  await expect(lessonEditor.getByRole("heading", { name: "Переменные: правка владельца" })).toBeVisible();
  await expect(lessonEditor.getByText("Изменено в этой версии")).toBeVisible();
  await expect(page.getByLabel("Название урока")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Добавить раздел" })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await look(page, "version");

  // Lesson 2 as it was in that version (the published name) comes back: a new version, the editor follows.
  const outline = page.getByRole("navigation", { name: "Структура курса" });
  await outline.locator(".outline-link-text").getByText(second.lessonName, { exact: true }).click();
  await expect(lessonEditor.getByRole("heading", { name: second.lessonName })).toBeVisible();
  await lessonEditor.getByRole("button", { name: "Вернуть этот урок как было" }).click();
  const restoreDialog = page.getByRole("dialog", { name: `Вернуть урок «${second.lessonName}»?` });
  await restoreDialog.getByRole("button", { name: "Вернуть этот урок как было" }).click();
  await expect(page.getByText(`Урок «${second.lessonName}» возвращён`)).toBeVisible();
  await openLessonInPage(page, second.lessonName);
  await expectStudentStillSees();

  // The card's `Изменения не опубликованы` opens the diff: lesson 1's new name, inline.
  await page.getByRole("navigation", { name: "Меню кабинета" }).getByRole("link", { name: "Мои курсы" }).click();
  const card = page.getByTestId("created-course").filter({ hasText: "Основы Python" });
  await card.getByRole("link", { name: "Изменения не опубликованы" }).click();
  await expect(page).toHaveURL(new RegExp(`/createdCourses/${COURSE}/history/unpublished$`));
  const changes = page.getByTestId("history-change");
  await expect(changes).toHaveCount(1);
  await expect(changes.first().locator(".history-change-kind")).toHaveText("Изменено");
  await expect(changes.first().locator("ins", { hasText: "вторая правка" })).toHaveCount(1);
  await expect(changes.first().locator("del")).not.toHaveCount(0);
  await expectNoSeriousViolations(page);
  await look(page, "diff");

  // Discard: the draft is the published course again, and the open editor follows it.
  await page.getByRole("button", { name: "Отменить неопубликованные изменения" }).click();
  const discardDialog = page.getByRole("dialog", { name: "Отменить неопубликованные изменения?" });
  await discardDialog.getByRole("button", { name: "Отменить неопубликованные изменения" }).click();
  await expect(page.getByText("Неопубликованных изменений нет")).toBeVisible();
  await openLessonInPage(page, first.lessonName);
  await expectStudentStillSees();

  // The next edit saves on the new version (no conflict), and reaches the student only with `Опубликовать`.
  await page.getByLabel("Название урока").fill("Переменные и имена");
  await autosaved(page, time);
  expect(await names()).toContain("Переменные и имена");
  await expectStudentStillSees();
  await page.getByRole("button", { name: "Опубликовать" }).click();
  await expect(page.getByText("Курс опубликован")).toBeVisible();
  await expectStudentSees(await openAs("student"), ["Переменные и имена", second.lessonName]);
});
