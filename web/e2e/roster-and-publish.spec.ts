import type { Locator } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { addBlock, blocksOf } from "./support/authoring";
import { registerStudent } from "./support/accounts";
import { apiAs } from "./support/api";
import { expectNoSeriousViolations } from "./support/axe";
import { expectModalClosed } from "./support/modal-closing";
import { navigateInApp } from "./support/navigate";
import { createDraftCourse } from "./support/school-courses";
import { SHOTS, shot } from "./support/screens";
import { shotAtWidth } from "./support/shot-at-width";

// Issue #20: CSV enrolment with its dry run, a group's members, a subdivision's groups, a refused
// publish on the course screen, and the preview. A laptop's width; the 390-px checks resize the page.

/** A test block of a lesson: its name, one question with answers `4` (right) and `5`, and the question's points. */
const fillTest = async (block: Locator, name: string, points: string) => {
  await block.getByLabel("Название теста").fill(name);
  await block.getByRole("button", { name: "+ Добавить вопрос" }).click();
  await block.getByLabel("Текст вопроса").fill("Сколько будет 2 + 2?");
  await block.getByLabel("Ответ 1", { exact: true }).fill("4");
  await block.getByLabel("Ответ 2", { exact: true }).fill("5");
  await block.getByRole("checkbox", { name: "Правильный ответ — Ответ 1" }).check();
  await block.getByLabel("Баллы за вопрос").fill(points);
};

/** A laptop's window, this file's. */
const LAPTOP = { width: 1366, height: 900 } as const;

test.use({ as: "owner", viewport: LAPTOP });

// One journey on one seed, on one page load: the preview only reads course 1, and each other step
// works on a course of its own (made by the step) and opens it in the app. The steps that end at 390 px
// are followed by a step that puts the laptop's width back first.
test("the preview; a CSV roster, a group and a subdivision; a refused publish on the course screen; publish and save name each problem's place", async ({
  page,
  request,
  time,
}) => {
  await time.install(page);

  await test.step("the preview shows the course as a buyer will see it: cover, price, category, advantages, teachers, then the lessons", async () => {
    await page.goto("/preview/1");
    await expect(page.getByRole("heading", { level: 1, name: "Основы Python" })).toBeVisible();
    // The demo course is free: the price says so, as the public page does.
    await expect(page.locator(".preview-price")).toHaveText("Бесплатно");
    await expect(page.locator(".preview-category")).toHaveText("Программирование");
    await expect(page.locator("img.preview-cover")).toBeVisible();
    for (const name of ["Преимущества курса", "Преподаватели", "Содержание курса"])
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    await shot(page, "preview-1366.png", { fullPage: true });
    await shotAtWidth(page, "preview-390.png", { fullPage: true });
  });

  await test.step("a CSV roster: dry run, then 2 of 3 rows enrolled into a group; a member taken out; the group put into a subdivision", async () => {
    const owner = apiAs(request, "owner@demo.ru");
    const course = "Курс для CSV";
    await createDraftCourse(request, course);
    // A long name with no spaces: it must wrap, not be cut, at 390 px.
    const group = "Вечерний-поток-аналитиков-данных-второго-набора";
    expect((await owner.post("/api/groups", { name: group })).status()).toBe(201);
    const anna = await registerStudent(request, "roster-anna");
    const boris = await registerStudent(request, "roster-boris");

    await navigateInApp(page, "/students");
    await page.getByRole("button", { name: "Записать из CSV" }).click();
    const dialog = page.getByRole("dialog", { name: "Записать учеников из CSV" });
    await dialog.getByLabel("Курс").selectOption({ label: course });
    await dialog.getByLabel("Добавить в группу").selectOption({ label: group });
    const csv = `E-mail;Имя\n${anna.email};Анна Тестова\nне-адрес;Ошибка Ошибкова\n${boris.email};Борис Тестов\n`;
    await dialog
      .getByLabel("CSV-файл")
      .setInputFiles({ name: "ученики.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });

    // The dry run: nothing is written yet; the bad row names its line and the e-mail rule's message.
    await expect(dialog.getByText("Проверка файла «ученики.csv»: пока ничего не изменено")).toBeVisible();
    const counts = dialog.locator(".roster-counts");
    await expect(counts.locator(".roster-enrol dd")).toHaveText("2");
    await expect(counts.locator(".roster-error dd")).toHaveText("1");
    const lines = dialog.getByRole("list", { name: "Строки файла" }).getByRole("listitem");
    await expect(lines).toHaveCount(3);
    await expect(lines.nth(1)).toContainText("Строка 3");
    await expect(lines.nth(1)).toContainText("Некорректный Email");
    await expect(lines.nth(0)).toContainText("Будет записан на курс");
    const before = (await (await owner.get(`/api/students?search=${encodeURIComponent(anna.email)}`)).json()) as {
      meta: { total: number };
    };
    expect(before.meta.total).toBe(0);
    await shot(page, "roster-report-1366.png");
    await expectNoSeriousViolations(page, "[role=dialog]");
    await shotAtWidth(page, "roster-report-390.png");

    await dialog.getByRole("button", { name: "Записать", exact: true }).click();
    await expect(page.getByText("Записано учеников: 2, отправлено приглашений: 0")).toBeVisible();
    await expectModalClosed(dialog, time);
    await page.getByLabel("Группа", { exact: true }).selectOption({ label: group });
    await expect(page.getByTestId("student-row")).toHaveCount(2);

    // The group's members: one taken out.
    await page.getByRole("tab", { name: "Группы" }).click();
    await page.getByRole("button", { name: `Состав группы «${group}»` }).click();
    const members = page.getByRole("list", { name: `Состав «${group}»` });
    await expect(members.getByRole("listitem")).toHaveCount(2);
    await members
      .getByRole("button", { name: `Убрать Пётр Тестов из группы «${group}»` })
      .first()
      .click();
    await expect(page.getByText(`Ученик убран из группы «${group}»`)).toBeVisible();
    await expect(members.getByRole("listitem")).toHaveCount(1);
    await expect(page.getByText("1 ученик", { exact: true })).toBeVisible();

    // A new subdivision gets the group.
    const subdivision = "Подразделение аналитики";
    await page.getByRole("tab", { name: "Подразделения" }).click();
    await page.getByLabel("Название подразделения").fill(subdivision);
    await page.getByRole("button", { name: "Создать подразделение" }).click();
    await expect(page.getByText("Подразделение создано")).toBeVisible();
    const item = page.getByRole("listitem").filter({ hasText: subdivision });
    await expect(item.getByText("0 групп")).toBeVisible();
    await item.getByLabel(`Добавить группу в «${subdivision}»`).selectOption({ label: group });
    await item.getByRole("button", { name: "Добавить", exact: true }).click();
    await expect(item.getByText("1 группа")).toBeVisible();
    await expect(item.getByRole("list", { name: `Состав подразделения «${subdivision}»` })).toContainText(group);
    await shot(page, "subdivisions-1366.png", { fullPage: true });
    await expectNoSeriousViolations(page);

    // 390 px: the long name wraps inside its chip instead of being cut off.
    await page.setViewportSize({ width: 390, height: 844 });
    const chip = item.getByRole("list", { name: `Состав подразделения «${subdivision}»` }).getByRole("listitem");
    const fits = await chip.evaluate(
      (node) => node.scrollWidth <= node.clientWidth && node.getBoundingClientRect().right <= 390,
    );
    expect(fits).toBe(true);
    await shot(page, "subdivisions-390.png", { fullPage: true });
    await page.getByRole("tab", { name: "Ученики" }).click();
    await page.getByLabel("Группа", { exact: true }).selectOption({ label: group });
    await expect(page.getByTestId("student-row")).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, "students-group-390.png", { fullPage: true });
  });

  await test.step("a refused publish on the course screen lists the problems of two tabs, marks the tabs and links to the fields", async () => {
    const id = await createDraftCourse(request, "Курс с ошибками");
    // The step before ended at 390 px.
    await page.setViewportSize(LAPTOP);
    await navigateInApp(page, `/createdCourses/${id}/settings`);
    const tabs = page.getByRole("navigation", { name: "Разделы курса" });
    await expect(page.getByRole("heading", { level: 2, name: "Прохождение курса" })).toBeVisible();
    await expect(tabs.locator("[data-has-errors]")).toHaveCount(0);
    await page.getByRole("button", { name: "Опубликовать" }).click();

    const dialog = page.getByRole("dialog", { name: "Курс не готов к публикации" });
    await expect(dialog.getByRole("link", { name: "Категория" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Разделы" })).toBeVisible();
    await expect(dialog.getByText("Пожалуйста, создайте раздел")).toBeVisible();
    await expect(tabs.getByRole("link", { name: "О курсе" })).toHaveAttribute("data-has-errors", "");
    await expect(tabs.getByRole("link", { name: "Конструктор" })).toHaveAttribute("data-has-errors", "");
    await expect(tabs.getByRole("link", { name: "Настройки" })).not.toHaveAttribute("data-has-errors");
    await expect(tabs.getByRole("link", { name: "О курсе" })).toHaveAccessibleDescription("есть ошибки");
    await shot(page, "publish-problems-1366.png");
    await expectNoSeriousViolations(page, "[role=dialog]");

    await dialog.getByRole("link", { name: "Категория" }).click();
    // The field keeps the focus the link gave it once the modal is gone (its unmount gives focus back).
    await expectModalClosed(dialog, time);
    await expect(page).toHaveURL(new RegExp(`/createdCourses/${id}$`));
    await expect(page.getByLabel("Категория", { exact: true })).toBeFocused();

    // At a phone's width the list's links work as well.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Опубликовать" }).click();
    await expect(dialog).toBeVisible();
    if (SHOTS) {
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
      await shot(page, "publish-problems-390.png");
    }
    await dialog.getByRole("link", { name: "Разделы" }).click();
    await expect(page).toHaveURL(new RegExp(`/createdCourses/${id}/constructor$`));
  });

  await test.step("publish and save name each problem's place; a link opens that lesson and focuses that very field", async () => {
    const id = await createDraftCourse(request, "Курс с двумя уроками");
    // The step before ended at 390 px.
    await page.setViewportSize(LAPTOP);
    await navigateInApp(page, `/createdCourses/${id}/constructor`);
    await page.getByRole("button", { name: "Добавить раздел" }).click();
    await page.getByLabel("Название раздела").fill("Основы");
    // Lesson 1: an empty text block. Lesson 2: two tests, the second's question worth 0 points.
    await page.getByRole("button", { name: /Добавить урок — Раздел «Основы»/ }).click();
    await page.getByLabel("Название урока").fill("Введение");
    const first = page.getByRole("article", { name: "Урок «Введение»" });
    await addBlock(first, "Текст");
    await page.getByRole("button", { name: /Добавить урок — Раздел «Основы»/ }).click();
    await page.getByLabel("Название урока").fill("Переменные");
    const second = page.getByRole("article", { name: "Урок «Переменные»" });
    await addBlock(second, "Тест");
    await fillTest(blocksOf(second).nth(0), "Первый тест", "2");
    await addBlock(second, "Тест");
    await fillTest(blocksOf(second).nth(1), "Второй тест", "0");
    const outline = page.getByRole("navigation", { name: "Структура курса" });
    await outline.getByRole("link", { name: "Введение" }).click();
    await expect(first).toBeVisible();

    await page.getByRole("button", { name: "Опубликовать" }).click();
    const dialog = page.getByRole("dialog", { name: "Курс не готов к публикации" });
    const TEXT = "Раздел 1 «Основы» › Урок 1 «Введение» › Блок 1 (Текст)";
    const POINTS = "Раздел 1 «Основы» › Урок 2 «Переменные» › Блок 2 (Тест) › Вопрос 1";
    const pointsPlace = dialog.getByRole("link", { name: POINTS, exact: true });
    const problem = (place: string) =>
      dialog.getByRole("listitem").filter({ has: page.getByRole("link", { name: place, exact: true }) });
    await expect(problem(TEXT)).toHaveText(`${TEXT}: Обязательное поле`);
    await expect(problem(POINTS)).toHaveText(`${POINTS}: Баллы: целое число от 1 до 100`);
    // Only the second test's points are wrong: the first test has no problem to list.
    await expect(dialog.getByRole("link", { name: /Блок 1 \(Тест\)/ })).toHaveCount(0);
    await shot(page, "publish-places-1366.png");
    await expectNoSeriousViolations(page, "[role=dialog]");
    if (SHOTS) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
      await shot(page, "publish-places-390.png");
      await page.setViewportSize(LAPTOP);
    }

    // The second link: lesson 2 opens, and the second test's points take the focus (not the first test's).
    await pointsPlace.click();
    await expectModalClosed(dialog, time);
    await expect(second).toBeVisible();
    await expect(blocksOf(second).nth(1).getByLabel("Баллы за вопрос")).toBeFocused();
    await expect(blocksOf(second).nth(1).getByLabel("Баллы за вопрос")).toHaveAttribute("aria-invalid", "true");

    // Сохранить lists the same problems (not only a toast); the first link goes back to lesson 1's text.
    await page.getByRole("button", { name: "Сохранить", exact: true }).click();
    const saved = page.getByRole("dialog", { name: "Проверьте правильность заполнения полей" });
    await expect(saved.getByRole("link", { name: POINTS, exact: true })).toBeVisible();
    await saved.getByRole("link", { name: TEXT, exact: true }).click();
    await expectModalClosed(saved, time);
    await expect(first.getByRole("textbox", { name: "Текст", exact: true })).toBeFocused();
  });
});
