import { SESSION_PAUSE_MS } from "@app/domain/course-history/editing-session";
import { expect, test } from "./support/fixtures";
import { apiAs } from "./support/api";
import { autosaved, ownerApi, storedDraft } from "./support/authoring";
import { expectNoSeriousViolations } from "./support/axe";
import { expectModalClosed } from "./support/modal-closing";
import { navigateInApp } from "./support/navigate";
import { openWithoutQueryCache } from "./support/query-cache";
import { DEMO_EMAILS } from "./support/signed-in";
import {
  MINUTE,
  saveAs,
  courseWithLesson,
  historyEntries,
  openTab,
  openHistory,
  look,
} from "./course-history-sessions.steps";

/** Issue #29: history that reads like a person's work, settings that are not versions, a discard that leaves nothing. */
test.use({ as: "owner" });

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
