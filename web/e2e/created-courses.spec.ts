import { readFile } from "node:fs/promises";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { signInAs } from "./support/sign-in";
import { apiAs } from "./support/api";
import { screenPath } from "./support/screens";
import { MOBILE } from "./support/mobile";
import { expectNoSeriousViolations } from "./support/axe";

// Other specs share this server: nothing here publishes or deletes a seeded course (the catalogue
// counts its published courses); every course changed here is one this spec made.

const createCourse = async (request: APIRequestContext, name: string): Promise<number> => {
  const response = await apiAs(request, "owner@demo.ru").post("/api/courses", { name });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
};

const cards = (page: Page) => page.getByTestId("created-course");
const card = (page: Page, name: string) =>
  cards(page).filter({ has: page.getByRole("heading", { name, exact: true }) });

const openList = async (page: Page, email = "owner@demo.ru") => {
  await signInAs(page, email);
  await page.goto("/createdCourses");
  await expect(page.getByRole("heading", { level: 1, name: "Мои курсы" })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
};

/** Loads every page of cards: other tests add courses meanwhile (newest first), pushing the seeded ones down. */
const showAll = async (page: Page) => {
  const more = page.getByRole("button", { name: "Показать ещё" });
  while ((await more.count()) > 0) {
    const before = await cards(page).count();
    await more.click();
    await expect(cards(page)).not.toHaveCount(before);
  }
};

test("the owner's cards show both statuses and 'Показать ещё' loads every page", MOBILE, async ({ page }, info) => {
  await openList(page);
  await expect(cards(page)).toHaveCount(12);
  await page.screenshot({ path: screenPath(`created-courses-${info.project.name}.png`) });
  await expectNoSeriousViolations(page);

  await showAll(page);
  // Every page is in: the button is gone and the cards are what the counter says (other tests may
  // add courses meanwhile, so the total is not compared with a number read earlier).
  await expect(page.getByRole("button", { name: "Показать ещё" })).toHaveCount(0);
  const shown = await page.getByText(/^Показано \d+ из \d+$/).textContent();
  const [, count] = /Показано (\d+) из (\d+)/.exec(shown ?? "") ?? [];
  await expect(cards(page)).toHaveCount(Number(count));
  expect(Number(count)).toBeGreaterThan(12);

  await expect(card(page, "Машинное обучение (черновик)").getByText("Изменения не опубликованы")).toBeVisible();
  const python = card(page, "Основы Python");
  await expect(python.getByText("Опубликован", { exact: true })).toBeVisible();
  await expect(python.getByRole("button", { name: "Опубликовать" })).toHaveCount(0);
  await expect(python.getByRole("link", { name: "Редактировать" })).toHaveAttribute("href", "/createdCourses/1/about");
  await expect(python.getByText("Программирование")).toBeVisible();
});

test("'Создать курс' checks the name, creates the course and opens its about tab", async ({ page }) => {
  await openList(page);
  await page.getByRole("button", { name: "Создать курс" }).click();
  const dialog = page.getByRole("dialog", { name: "Новый курс" });
  await dialog.getByRole("button", { name: "Создать курс" }).click();
  await expect(dialog.getByText("Обязательное поле")).toBeVisible();
  await dialog.getByLabel("Название курса").fill("я".repeat(257));
  await dialog.getByRole("button", { name: "Создать курс" }).click();
  await expect(dialog.getByText("Не должно превышать 256 символов")).toBeVisible();
  await expectNoSeriousViolations(page, "[role=dialog]");
  await dialog.getByLabel("Название курса").fill("Курс из теста создания");
  await dialog.getByRole("button", { name: "Создать курс" }).click();
  await expect(page).toHaveURL(/\/createdCourses\/\d+\/about$/);
});

test("publishing an unready course lists its problems; deleting asks first", async ({ page, request }) => {
  const name = `Пустой курс ${Date.now().toString(36)}`;
  const id = await createCourse(request, name);
  await openList(page);
  const mine = card(page, name);
  await expect(mine.getByText("Изменения не опубликованы")).toBeVisible();

  await mine.getByRole("button", { name: "Опубликовать" }).click();
  await expect(page.getByText("Курс не готов к публикации").first()).toBeVisible();
  const problems = page.getByRole("dialog", { name: "Курс не готов к публикации" });
  await expect(problems.getByText("Пожалуйста, создайте раздел")).toBeVisible();
  await expect(problems.getByRole("link", { name: "Перейти к курсу" })).toHaveAttribute(
    "href",
    `/createdCourses/${id}/about`,
  );
  await expectNoSeriousViolations(page, "[role=dialog]");
  await problems.getByRole("button", { name: "Закрыть" }).first().click();
  await expect(problems).toHaveCount(0);

  await mine.getByRole("button", { name: "Удалить" }).click();
  const confirm = page.getByRole("dialog", { name: `Удалить курс «${name}»?` });
  await confirm.getByRole("button", { name: "Отмена" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(mine).toHaveCount(1);
  await mine.getByRole("button", { name: "Удалить" }).click();
  await confirm.getByRole("button", { name: "Удалить" }).click();
  await expect(page.getByText("Курс удалён")).toBeVisible();
  await expect(mine).toHaveCount(0);
  expect((await apiAs(request, "owner@demo.ru").get(`/api/courses/${id}`)).status()).toBe(404);
});

test("a course created while the list is open leaves no card twice after 'Показать ещё'", async ({ page, request }) => {
  await openList(page);
  await expect(cards(page)).toHaveCount(12);
  const editLinks = cards(page).getByRole("link", { name: "Редактировать" });
  const lastShown = await editLinks.nth(11).getAttribute("href");
  // A colleague's new course goes to the top, so the second page by offset starts with a card already shown.
  await createCourse(request, `Курс коллеги ${Date.now().toString(36)}`);
  await page.getByRole("button", { name: "Показать ещё" }).click();
  await expect(cards(page)).not.toHaveCount(12);
  const hrefs = await editLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs.filter((href) => href === lastShown)).toHaveLength(1);
  expect(new Set(hrefs).size).toBe(hrefs.length);
});

test("an exported course imports back after the dry run's report", async ({ page }, info) => {
  await openList(page);
  await showAll(page);
  const download = page.waitForEvent("download");
  await card(page, "Основы Python").getByRole("button", { name: "Экспорт" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("Основы Python.json");
  const exported = JSON.parse(await readFile(await file.path(), "utf8")) as {
    format: string;
    course: { general: { name: { value: string } } };
  };
  expect(exported.format).toBe("course-platform/course");

  await page.getByRole("button", { name: "Импортировать курс" }).click();
  const dialog = page.getByRole("dialog", { name: "Импорт курса" });
  await dialog
    .getByLabel("Выбрать файл курса (.json)")
    .setInputFiles({ name: "not-json.json", mimeType: "application/json", buffer: Buffer.from("{ не json") });
  await expect(dialog.getByRole("alert")).toContainText("не является JSON-файлом");
  await dialog
    .getByLabel("Выбрать файл курса (.json)")
    .setInputFiles({ name: "other.json", mimeType: "application/json", buffer: Buffer.from('{"format":"x"}') });
  await expect(dialog.getByRole("alert")).toContainText("Файл не является экспортом курса");

  const renamed = {
    ...exported,
    course: {
      ...exported.course,
      general: {
        ...exported.course.general,
        name: { value: `Импорт ${info.project.name} ${Date.now().toString(36)}` },
      },
    },
  };
  const importedName = renamed.course.general.name.value;
  await dialog.getByLabel("Выбрать файл курса (.json)").setInputFiles({
    name: "Основы Python.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(renamed)),
  });
  await expect(dialog.getByRole("heading", { name: `Будет импортирован курс «${importedName}»` })).toBeVisible();
  const kinds = dialog.getByRole("list", { name: "Блоки" });
  for (const label of [
    "Тест",
    "Свободное задание",
    "Текст",
    "Изображение",
    "Видео",
    "Документ",
    "HTML-презентация",
    "Файл",
    "Аудио",
    "Презентация",
  ]) {
    await expect(kinds.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(dialog.getByText("Что не будет импортировано")).toBeVisible();
  await expect(dialog.getByText("Назначенные преподаватели не переносятся между серверами")).toBeVisible();
  await page.screenshot({ path: screenPath(`import-report-${info.project.name}.png`) });
  await expectNoSeriousViolations(page, "[role=dialog]");

  await dialog.getByRole("button", { name: "Импортировать", exact: true }).click();
  await expect(page.getByText("Курс импортирован")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(card(page, importedName).getByText("Изменения не опубликованы")).toBeVisible();
});

test("a teacher sees his courses read-only, without create or import", async ({ page }) => {
  await openList(page, "teacher@demo.ru");
  await expect(page.getByRole("button", { name: "Создать курс" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Импортировать курс" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Опубликовать" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Удалить" })).toHaveCount(0);
  await expect(
    cards(page)
      .first()
      .getByRole("link", { name: /^Открыть/ }),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("an empty school is told so, and a failed load asks to reload", async ({ page }) => {
  await signInAs(page, "owner@demo.ru");
  await page.route("**/api/created-courses?*", (route) =>
    route.fulfill({ json: { data: [], meta: { page: 1, per_page: 12, total: 0 } } }),
  );
  await page.goto("/createdCourses");
  await expect(page.getByText("В школе пока нет курсов")).toBeVisible();
  await expect(page.getByRole("button", { name: "Создать курс" })).toBeVisible();

  await page.unroute("**/api/created-courses?*");
  await page.route("**/api/created-courses?*", (route) =>
    route.fulfill({ status: 500, json: { error: { message: "Произошла ошибка на стороне сервера!" } } }),
  );
  await page.reload();
  await expect(
    page.getByRole("alert").filter({ hasText: "Не удалось загрузить данные. Пожалуйста, обновите страницу" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Обновить страницу" })).toBeVisible();
});
