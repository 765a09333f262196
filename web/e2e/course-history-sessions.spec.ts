import type { Page } from "@playwright/test";
import type { ContentPatch } from "@app/domain/course/content-patch";
import { SESSION_PAUSE_MS } from "@app/domain/course-history/editing-session";
import { expect, test } from "./support/fixtures";
import { apiAs, type Api } from "./support/api";
import { autosaved, ownerApi, storedDraft } from "./support/authoring";
import { expectNoSeriousViolations } from "./support/axe";
import { expectModalClosed } from "./support/modal-closing";
import { navigateInApp } from "./support/navigate";
import { openWithoutQueryCache } from "./support/query-cache";
import { createDraftCourse } from "./support/school-courses";
import { shot } from "./support/screens";
import { DEMO_EMAILS } from "./support/signed-in";

/** Issue #29: history that reads like a person's work, settings that are not versions, a discard that leaves nothing. */
test.use({ as: "owner" });

const MINUTE = 60_000;
const UUID = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

/** Saves a change through the API as `api`'s user, on the course's current version. */
const saveAs = async (api: Api, courseID: number, patch: ContentPatch): Promise<number> => {
  const { version } = await storedDraft(api, courseID);
  const answer = await api.patch(`/api/courses/${courseID}/content`, { version, patch });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { version: number } }).data.version;
};

/** A new draft of the owner's with one section and one lesson, saved by him: its id and the lesson's. */
const courseWithLesson = async (page: Page, name: string) => {
  const owner = ownerApi(page.request);
  const courseID = await createDraftCourse(page.request, name);
  await saveAs(owner, courseID, {
    moduleOrder: [UUID(1)],
    modules: [{ moduleID: UUID(1), moduleName: "Введение", lessonOrder: [UUID(2)] }],
    lessons: [
      {
        lessonID: UUID(2),
        lessonName: "Первый урок",
        is_trial: false,
        content: { order: [], blocks: [] },
        taskOrder: [],
      },
    ],
    tasks: [],
  });
  const section = (await storedDraft(owner, courseID)).course.moduleList[0];
  const lessonID = section?.lessons[0]?.lessonID ?? "";
  return {
    courseID,
    owner,
    lessonPath: `/createdCourses/${courseID}/constructor/${section?.moduleID ?? ""}/${lessonID}`,
  };
};

const historyEntries = (page: Page) => page.getByTestId("history-entry");

/** Opens one of the course's tabs as the author does: its link, no page load. */
const openTab = async (page: Page, name: "Конструктор" | "Пользователи" | "Настройки" | "История"): Promise<void> => {
  await page.getByRole("navigation", { name: "Разделы курса" }).getByRole("link", { name, exact: true }).click();
};

const openHistory = async (page: Page): Promise<void> => {
  await openTab(page, "История");
  await expect(page.getByRole("heading", { name: "История", level: 2 })).toBeVisible();
};

/** No sideways scroll at 1366 and 390 px; with SHOTS=1, screenshots of both. */
const look = async (page: Page, name: string): Promise<void> => {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, `course-history-sessions-${name}-${width}.png`, { fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
};

/**
 * One journey on one seed, a step per row, moving in-app between them. The rows touch different
 * courses: rows 5 and 4 each a new draft of their own, row 3 course 1 and row 11 course 4; the page's
 * clock is faked once, at the start (rows 5, 4 and 11 move it; row 3 runs on it flowing).
 */
test("issue #29's history rows: editing sessions, a restore that keeps the settings, a discard that leaves nothing, comments without a publish", async ({
  page,
  openAs,
  time,
}) => {
  test.slow();
  await time.install(page);

  await test.step("row 5: an editing session is one version; a longer pause or Сохранить starts the next; an access link or a setting makes none", async () => {
    const { courseID, lessonPath } = await courseWithLesson(page, "Курс сеансов");
    await page.goto(lessonPath);
    const lessonName = page.getByLabel("Название урока");
    // Many edits, each autosaved, with pauses of a couple of minutes: one session.
    for (const name of ["Переменные", "Переменные и типы", "Переменные и типы данных"]) {
      await lessonName.fill(name);
      await autosaved(page, time);
      await time.advance(2 * MINUTE);
    }
    await openHistory(page);
    await expect(historyEntries(page)).toHaveCount(2);
    await expect(historyEntries(page).first()).toContainText("Добавлен раздел «Введение»");
    await expect(historyEntries(page).first()).toContainText("Текущая");
    await expect(historyEntries(page).nth(1)).toContainText("Курс создан");

    // A pause longer than the session's: the next edit is a version of its own.
    await time.advance(SESSION_PAUSE_MS + MINUTE);
    await openTab(page, "Конструктор");
    await lessonName.fill("Типы данных");
    await autosaved(page, time);
    await openHistory(page);
    await expect(historyEntries(page)).toHaveCount(3);
    await expect(historyEntries(page).first()).toContainText("Изменено название урока «Типы данных»");

    // An access link and a setting change no content: no version.
    await openTab(page, "Пользователи");
    await page.getByRole("button", { name: "Создать ссылку" }).click();
    await expect(page.getByLabel("Ссылка", { exact: true })).toHaveValue(/\/join\/.+/);
    await openTab(page, "Настройки");
    await page.getByRole("switch", { name: "Комментарии" }).click();
    await autosaved(page, time);
    await openHistory(page);
    await expect(historyEntries(page)).toHaveCount(3);
    await expect(page.getByText("Без изменений содержания")).toHaveCount(0);

    // `Сохранить` ends the session: an edit a minute later is a new version.
    await openTab(page, "Конструктор");
    const saved = page.waitForResponse(
      (answer) => answer.url().endsWith(`/api/courses/${courseID}/content`) && answer.request().method() === "PATCH",
    );
    await page.getByRole("button", { name: "Сохранить", exact: true }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.locator("[data-save-status]")).toHaveAttribute("data-save-status", "saved");
    // The course is not ready to publish: `Сохранить` also lists what is missing; the author closes the list.
    const report = page.getByRole("dialog", { name: "Проверьте правильность заполнения полей" });
    await expect(report).toBeVisible();
    await report.getByRole("button", { name: "Закрыть" }).first().click();
    await expectModalClosed(report, time);
    await time.advance(MINUTE);
    await lessonName.fill("Типы данных в Python");
    await autosaved(page, time);
    await openHistory(page);
    await expect(historyEntries(page)).toHaveCount(4);

    // The author names the newest version: a name over 120 characters is refused at the field, a
    // short one shows in the list; the named version stays as it was, the next edit is a new version.
    const newest = historyEntries(page).first();
    await newest.getByRole("button", { name: /^Назвать версию/ }).click();
    const nameField = newest.getByLabel("Название версии");
    await expect(nameField).toBeFocused();
    await nameField.fill("я".repeat(121));
    await newest.getByRole("button", { name: "Сохранить" }).click();
    await expect(newest.getByRole("alert")).toHaveText("Не должно превышать 120 символов");
    await nameField.fill("  Перед запуском ");
    await newest.getByRole("button", { name: "Сохранить" }).click();
    await expect(newest.getByText("«Перед запуском»")).toBeVisible();
    await look(page, "list");
    await openTab(page, "Конструктор");
    await lessonName.fill("Типы данных в Python 3");
    await autosaved(page, time);
    await openHistory(page);
    await expect(historyEntries(page)).toHaveCount(5);
    await expect(historyEntries(page).nth(1)).toContainText("«Перед запуском»");
    await expect(historyEntries(page).nth(1)).toContainText("Изменено название урока «Типы данных в Python»");
  });

  await test.step("row 4: restoring a version keeps the teachers, the seats and the settings, and the dialog says so", async () => {
    const { courseID, lessonPath } = await courseWithLesson(page, "Курс с настройками");
    await navigateInApp(page, lessonPath);
    await page.getByLabel("Название урока").fill("Урок после правки");
    await autosaved(page, time);

    // The owner's settings: a teacher, comments on, twelve seats.
    await openTab(page, "Настройки");
    const teacher = page
      .getByRole("group", { name: "Преподаватели курса" })
      .getByRole("checkbox", { name: "Татьяна Васильева" });
    await teacher.check();
    await page.getByRole("switch", { name: "Комментарии" }).click();
    await autosaved(page, time);
    await openTab(page, "Пользователи");
    await page.getByLabel("Ограничить количество мест").check();
    await page.getByLabel("Количество мест", { exact: true }).fill("12");
    await autosaved(page, time);

    // Version 1 (the course as created, empty) restored whole.
    await page.goto(`/createdCourses/${courseID}/history/1`);
    await page.getByRole("button", { name: "Восстановить эту версию" }).click();
    const dialog = page.getByRole("dialog", { name: "Восстановить версию 1?" });
    await expect(dialog).toContainText(
      "Настройки курса, преподаватели, количество мест и ссылка для записи не изменятся.",
    );
    await expectNoSeriousViolations(page);
    await look(page, "restore-dialog");
    await dialog.getByRole("button", { name: "Восстановить эту версию" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Восстановлена версия 1" })).toBeVisible();
    expect((await storedDraft(ownerApi(page.request), courseID)).course.moduleList).toEqual([]);

    await openTab(page, "Настройки");
    await expect(teacher).toBeChecked();
    await expect(page.getByRole("switch", { name: "Комментарии" })).toBeChecked();
    await openTab(page, "Пользователи");
    await expect(page.getByLabel("Ограничить количество мест")).toBeChecked();
    await expect(page.getByLabel("Количество мест", { exact: true })).toHaveValue("12");
  });

  await test.step("row 3: a lesson restored from a version, that version restored, one discard: nothing left to publish", async () => {
    // Основы Python (course 1), published. Version N: the owner deleted the loops lesson's task and put
    // that section's lessons in another order; then the manager renamed two lessons.
    const courseID = 1;
    const owner = ownerApi(page.request);
    const manager = apiAs(page.request, DEMO_EMAILS.manager);
    const { course } = await storedDraft(owner, courseID);
    const [first, second] = course.moduleList;
    const [conditions, loops] = second?.lessons ?? [];
    const install = first?.lessons[0];
    if (second === undefined || conditions === undefined || loops === undefined || install === undefined)
      throw new Error("course 1 has two sections, the second with two lessons");
    const task = loops.tasks[0];
    if (task === undefined) throw new Error("the loops lesson has a task");
    const n = await saveAs(owner, courseID, {
      modules: [
        {
          moduleID: second.moduleID,
          moduleName: second.moduleName,
          lessonOrder: [loops.lessonID, conditions.lessonID],
        },
      ],
      lessons: [{ lessonID: loops.lessonID, lessonName: loops.lessonName, is_trial: loops.is_trial, taskOrder: [] }],
      tasks: [],
    });
    await saveAs(manager, courseID, {
      modules: [],
      lessons: [
        { lessonID: loops.lessonID, lessonName: "Циклы и повторения", is_trial: loops.is_trial },
        { lessonID: install.lessonID, lessonName: "Установка: правка", is_trial: install.is_trial },
      ],
      tasks: [],
    });

    // The loops lesson as it was in version N, then version N whole.
    await navigateInApp(page, `/createdCourses/${courseID}/history/${n}`);
    const outline = page.getByRole("navigation", { name: "Структура курса" });
    await outline.locator(".outline-link-text").getByText(loops.lessonName, { exact: true }).click();
    const lessonEditor = page.locator(".lesson-editor");
    await lessonEditor.getByRole("button", { name: "Вернуть этот урок как было" }).click();
    await page
      .getByRole("dialog", { name: `Вернуть урок «${loops.lessonName}»?` })
      .getByRole("button", { name: "Вернуть этот урок как было" })
      .click();
    await expect(page.getByText(`Урок «${loops.lessonName}» возвращён`)).toBeVisible();
    await page.getByRole("button", { name: "Восстановить эту версию" }).click();
    await page
      .getByRole("dialog", { name: `Восстановить версию ${n}?` })
      .getByRole("button", { name: "Восстановить эту версию" })
      .click();
    await expect(page.getByRole("alert").filter({ hasText: `Восстановлена версия ${n}` })).toBeVisible();

    // The unpublished changes: the deleted task among them; one discard, and nothing is left.
    await page.goto(`/createdCourses/${courseID}/history/unpublished`);
    await expect(page.getByTestId("history-change").filter({ hasText: task.name })).toHaveCount(1);
    await page.getByRole("button", { name: "Отменить неопубликованные изменения" }).click();
    await page
      .getByRole("dialog", { name: "Отменить неопубликованные изменения?" })
      .getByRole("button", { name: "Отменить неопубликованные изменения" })
      .click();
    await expect(page.getByText("Неопубликованных изменений нет")).toBeVisible();
    await openWithoutQueryCache(page, `/createdCourses/${courseID}/history/unpublished`);
    await expect(page.getByText("Неопубликованных изменений нет")).toBeVisible();
    await expect(page.getByTestId("history-change")).toHaveCount(0);
    const stored = (await storedDraft(owner, courseID)).course;
    expect(stored.moduleList[1]?.lessons.map((l) => [l.lessonID, l.tasks.map((t) => t.taskID)])).toEqual([
      [conditions.lessonID, conditions.tasks.map((t) => t.taskID)],
      [loops.lessonID, [task.taskID]],
    ]);

    await openWithoutQueryCache(page, "/createdCourses");
    const card = page.getByTestId("created-course").filter({ hasText: "Основы Python" });
    await expect(card.getByText("Опубликован", { exact: true })).toBeVisible();
    await expect(card.getByText("Изменения не опубликованы")).toHaveCount(0);
  });

  await test.step("row 11: comments switched on reach the enrolled student without a new publish", async () => {
    // SQL для аналитиков (course 4): published, comments off, the demo student enrolled.
    const courseID = 4;
    const student = await openAs("student");
    const tabs = student.getByRole("navigation", { name: "Разделы курса" });
    await openWithoutQueryCache(student, `/myCourses/${courseID}`);
    await expect(tabs.getByRole("link", { name: "Обзор" })).toBeVisible();
    await expect(tabs.getByRole("link", { name: "Обсуждение" })).toHaveCount(0);

    await navigateInApp(page, `/createdCourses/${courseID}/settings`);
    // The course screen says the course is published, and a setting leaves nothing unpublished.
    const published = page.locator(".authoring-published-state");
    await expect(published).toContainText("Опубликован");
    await page.getByRole("switch", { name: "Комментарии" }).click();
    await autosaved(page, time);
    await published.getByRole("link", { name: "Что не опубликовано" }).click();
    await expect(page.getByText("Неопубликованных изменений нет")).toBeVisible();

    await openWithoutQueryCache(student, `/myCourses/${courseID}`);
    await expect(tabs.getByRole("link", { name: "Обсуждение" })).toBeVisible();
    // Nothing waits for a publish: the course card is still `Опубликован`.
    await openWithoutQueryCache(page, "/createdCourses");
    const card = page.getByTestId("created-course").filter({ hasText: "SQL для аналитиков" });
    await expect(card.getByText("Опубликован", { exact: true })).toBeVisible();
  });
});
