import { expect, test, type Browser, type Page } from "@playwright/test";
import { apiAs, type Api } from "./support/api";
import { registerStudent, type RegisteredStudent } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { openWithoutQueryCache } from "./support/query-cache";
import { screenPath } from "./support/screens";
import { signInAs } from "./support/sign-in";

const OWNER = "owner@demo.ru";
const MANAGER = "manager@demo.ru";

type Outline = { moduleList: Array<{ moduleID: string; lessons: Array<{ lessonID: string; lessonName: string }> }> };

const saveState = (page: Page) => page.getByRole("status").filter({ hasText: /Сохран|сохран|Нет сети|ошибк/ });

/** The lesson names of the course's draft as the server has it. */
const draftLessonNames = async (api: Api, courseID: number): Promise<string[]> => {
  const answer = (await (await api.get(`/api/courses/${courseID}/content`)).json()) as { data: { course: Outline } };
  return answer.data.course.moduleList.flatMap((section) => section.lessons.map((lesson) => lesson.lessonName));
};

/**
 * One author's session in a browser of his own: signs in, renames a lesson in the constructor, and
 * waits until the server has the name and the page says `Сохранено` (the status alone may still show
 * the previous save's word for a moment after typing).
 */
const renameInOwnSession = async (
  browser: Browser,
  email: string,
  path: string,
  name: string,
  check: () => Promise<string[]>,
): Promise<void> => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, email);
  await page.goto(path);
  await page.getByLabel("Название урока").fill(name);
  await expect.poll(check).toContain(name);
  await expect(saveState(page)).toHaveText("Сохранено");
  await context.close();
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
const expectStudentSees = async (page: Page, courseID: number, names: ReadonlyArray<string>) => {
  await openWithoutQueryCache(page, `/myCourses/${courseID}/lessons`);
  for (const name of names) await expect(page.getByRole("link", { name, exact: true }).first()).toBeVisible();
};

/**
 * No sideways scroll at 1366 and 390 px; with SHOTS=1, screenshots of both for a person to look at
 * (web/e2e/.artifacts/screens; never in npm test).
 */
const look = async (page: Page, name: string) => {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    if (process.env["SHOTS"] === "1")
      await page.screenshot({ path: screenPath(`course-history-${name}-${width}.png`), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
};

/**
 * Issue #22's journey: a published course of its own, two authors edit it in three sessions, the
 * history shows the three saves under `Сегодня` with their authors and summaries; the first of them
 * opens read-only with its change marked, a lesson comes back from it, the rest of the draft goes
 * back to the published copy; the enrolled student sees the published course all along, and the
 * author's next change only after `Опубликовать`.
 */
test("three sessions of two authors in the history, a lesson restored, the rest discarded, the student unaffected", async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const owner = apiAs(request, OWNER);
  const copied = await owner.post("/api/courses/1/copy");
  expect(copied.status()).toBe(201);
  const courseID = ((await copied.json()) as { data: { id: number } }).data.id;
  const content = (await (await owner.get(`/api/courses/${courseID}/content`)).json()) as {
    data: { version: number; course: Outline & { general: { name: { value: string } } } };
  };
  const courseName = `История правок ${courseID}`;
  const body = content.data.course;
  body.general.name.value = courseName;
  expect(
    (await owner.put(`/api/courses/${courseID}/content`, { version: content.data.version, course: body })).status(),
  ).toBe(200);
  expect((await owner.post(`/api/courses/${courseID}/publish`)).status()).toBe(200);
  const section = body.moduleList[0];
  const [first, second] = section?.lessons ?? [];
  if (section === undefined || first === undefined || second === undefined) throw new Error("course 1 has two lessons");
  const lessonPath = (lessonID: string) => `/createdCourses/${courseID}/constructor/${section.moduleID}/${lessonID}`;

  const student: RegisteredStudent = await registerStudent(request, "history");
  expect((await student.api.post(`/api/courses/${courseID}/enrolments`)).status()).toBeLessThan(300);
  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await signInAs(studentPage, student.email, student.password);
  const published = [first.lessonName, second.lessonName];
  await expectStudentSees(studentPage, courseID, published);

  // Three sessions, two authors, each a real edit saved by the editor.
  const names = () => draftLessonNames(owner, courseID);
  await renameInOwnSession(browser, OWNER, lessonPath(first.lessonID), "Переменные: правка владельца", names);
  await renameInOwnSession(browser, MANAGER, lessonPath(second.lessonID), "Типы данных: правка менеджера", names);
  await renameInOwnSession(browser, OWNER, lessonPath(first.lessonID), "Переменные: вторая правка", names);
  await expectStudentSees(studentPage, courseID, published);

  // The history: the three saves under `Сегодня`, newest first, with their authors and summaries.
  await signInAs(page, OWNER);
  await page.goto(`/createdCourses/${courseID}/about`);
  await page.getByRole("navigation", { name: "Разделы курса" }).getByRole("link", { name: "История" }).click();
  await expect(page).toHaveURL(new RegExp(`/createdCourses/${courseID}/history$`));
  const today = page.locator(".history-day", { has: page.getByRole("heading", { name: "Сегодня" }) });
  const entries = today.getByTestId("history-entry");
  const saves = [
    { author: "Ольга Смирнова", text: "Переменные: вторая правка" },
    { author: "Михаил Кузнецов", text: "Типы данных: правка менеджера" },
    { author: "Ольга Смирнова", text: "Переменные: правка владельца" },
  ];
  for (const [index, save] of saves.entries()) {
    const entry = entries.nth(index);
    await expect(entry.locator(".history-entry-author")).toHaveText(save.author);
    await expect(entry.locator(".history-entry-summary")).toContainText(save.text);
  }
  await expect(entries.filter({ hasText: "Опубликована" })).toHaveCount(1);
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
    new RegExp(`/createdCourses/${courseID}/history/\\d+/constructor/${section.moduleID}/${first.lessonID}$`),
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
  await expectStudentSees(studentPage, courseID, published);

  // The card's `Изменения не опубликованы` opens the diff: lesson 1's new name, inline.
  await page.goto("/createdCourses");
  const card = page.getByTestId("created-course").filter({ hasText: courseName });
  while (!(await card.isVisible())) await page.getByRole("button", { name: "Показать ещё" }).click();
  await card.getByRole("link", { name: "Изменения не опубликованы" }).click();
  await expect(page).toHaveURL(new RegExp(`/createdCourses/${courseID}/history/unpublished$`));
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
  await expectStudentSees(studentPage, courseID, published);

  // The next edit saves on the new version (no conflict), and reaches the student only with `Опубликовать`.
  await page.getByLabel("Название урока").fill("Переменные и имена");
  await expect.poll(names).toContain("Переменные и имена");
  await expect(saveState(page)).toHaveText("Сохранено");
  await expectStudentSees(studentPage, courseID, published);
  await page.getByRole("button", { name: "Опубликовать" }).click();
  await expect(page.getByText("Курс опубликован")).toBeVisible();
  await expectStudentSees(studentPage, courseID, ["Переменные и имена", second.lessonName]);
  await studentContext.close();
});
