import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { apiAs } from "./support/api";
import { expectNoSeriousViolations } from "./support/axe";
import { expectModalClosed } from "./support/modal-closing";
import { createDraftCourse } from "./support/school-courses";
import { shot } from "./support/screens";

/** A public Canvas export (IMS Common Cartridge 1.3), one of the import's fixtures (its README names the source). */
const CARTRIDGE = fileURLToPath(new URL("../../mock-server/src/import/fixtures/course-1.imscc", import.meta.url));

// The demo school has 15 courses (14 published, 1 draft): 12 cards a page, newest first.

const cards = (page: Page) => page.getByTestId("created-course");
const card = (page: Page, name: string) =>
  cards(page).filter({ has: page.getByRole("heading", { name, exact: true }) });

const openList = async (page: Page) => {
  await page.goto("/createdCourses");
  await expect(page.getByRole("heading", { level: 1, name: "Мои курсы" })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
};

const BLOCK_KINDS = [
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
];

test.describe("the owner", () => {
  test.use({ as: "owner" });

  // One journey on one seed (the per-test reset happens once), its order set by the data: the paging counts
  // need the seed's 15 courses, and the export takes "Основы Python" from them on the page the first step
  // left open, so the steps that add a course (the import, the empty draft, 'Создать курс') come after it;
  // the empty and failed lists fake their answers and come last.
  test("the owner's created courses: paging and statuses, export and import, publish and delete, create, the empty and failed lists", async ({
    page,
    request,
    time,
  }, info) => {
    await time.install(page);

    await test.step("the owner's cards show both statuses and 'Показать ещё' loads the last page", async () => {
      await openList(page);
      await expect(cards(page)).toHaveCount(12);
      await expect(page.getByText("Показано 12 из 15", { exact: true })).toBeVisible();
      await shot(page, `created-courses-${info.project.name}.png`);
      await expectNoSeriousViolations(page);

      const more = page.getByRole("button", { name: "Показать ещё" });
      await more.click();
      await expect(cards(page)).toHaveCount(15);
      await expect(page.getByText("Показано 15 из 15", { exact: true })).toBeVisible();
      await expect(more).toHaveCount(0);

      await expect(card(page, "Машинное обучение (черновик)").getByText("Изменения не опубликованы")).toBeVisible();
      const python = card(page, "Основы Python");
      await expect(python.getByText("Опубликован", { exact: true })).toBeVisible();
      await expect(python.getByRole("button", { name: "Опубликовать" })).toHaveCount(0);
      await expect(python.getByRole("link", { name: "Редактировать" })).toHaveAttribute(
        "href",
        "/createdCourses/1/about",
      );
      await expect(python.getByText("Программирование")).toBeVisible();
    });

    await test.step("an exported course imports back after the dry run's report", async () => {
      // Still on the list the step before left open, with all 15 cards shown.
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
      const chooser = dialog.getByLabel("Выбрать файл курса");
      await chooser.setInputFiles({
        name: "not-json.json",
        mimeType: "application/json",
        buffer: Buffer.from("{ не json"),
      });
      await expect(dialog.getByRole("alert")).toContainText("не является JSON-файлом");
      await chooser.setInputFiles({
        name: "other.json",
        mimeType: "application/json",
        buffer: Buffer.from('{"format":"x"}'),
      });
      await expect(dialog.getByRole("alert")).toContainText("Файл не является экспортом курса");

      // Renamed, so that its card is told apart from the course it was exported from.
      const importedName = "Основы Python (импорт)";
      const renamed = {
        ...exported,
        course: { ...exported.course, general: { ...exported.course.general, name: { value: importedName } } },
      };
      await chooser.setInputFiles({
        name: "Основы Python.json",
        mimeType: "application/json",
        buffer: Buffer.from(JSON.stringify(renamed)),
      });
      await expect(dialog.getByRole("heading", { name: `Будет импортирован курс «${importedName}»` })).toBeVisible();
      const kinds = dialog.getByRole("list", { name: "Блоки" });
      for (const label of BLOCK_KINDS) await expect(kinds.getByText(label, { exact: true })).toBeVisible();
      await expect(dialog.getByText("Что не будет импортировано")).toBeVisible();
      await expect(dialog.getByText("Назначенные преподаватели не переносятся между серверами")).toBeVisible();
      await shot(page, `import-report-${info.project.name}.png`);
      await expectNoSeriousViolations(page, "[role=dialog]");

      await dialog.getByRole("button", { name: "Импортировать", exact: true }).click();
      await expect(page.getByText("Курс импортирован")).toBeVisible();
      await expectModalClosed(dialog, time);
      await expect(card(page, importedName).getByText("Изменения не опубликованы")).toBeVisible();
    });

    await test.step("a Common Cartridge from Canvas is uploaded: its dry run names what is skipped, then it imports", async () => {
      await page.getByRole("button", { name: "Импортировать курс" }).click();
      const dialog = page.getByRole("dialog", { name: "Импорт курса" });
      await dialog.getByLabel("Выбрать файл курса").setInputFiles(CARTRIDGE);
      await expect(
        dialog.getByRole("heading", { name: "Будет импортирован курс «COURSE-for-modules-testing»" }),
      ).toBeVisible();
      await expect(dialog.getByText("Обсуждения не переносятся: в курсе нет такого вида блока")).toBeVisible();
      await dialog.getByRole("button", { name: "Импортировать", exact: true }).click();
      await expectModalClosed(dialog, time);
      await expect(card(page, "COURSE-for-modules-testing").getByText("Изменения не опубликованы")).toBeVisible();
    });

    await test.step("publishing an unready course lists its problems; deleting asks first", async () => {
      const name = "Пустой курс";
      const id = await createDraftCourse(request, name);
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
      await expectModalClosed(problems, time);

      await mine.getByRole("button", { name: "Удалить" }).click();
      const confirm = page.getByRole("dialog", { name: `Удалить курс «${name}»?` });
      await confirm.getByRole("button", { name: "Отмена" }).click();
      await expectModalClosed(confirm, time);
      await expect(mine).toHaveCount(1);
      await mine.getByRole("button", { name: "Удалить" }).click();
      await confirm.getByRole("button", { name: "Удалить" }).click();
      await expect(page.getByText("Курс удалён")).toBeVisible();
      await expect(mine).toHaveCount(0);
      expect((await apiAs(request, "owner@demo.ru").get(`/api/courses/${id}`)).status()).toBe(404);
    });

    await test.step("'Создать курс' creates the course and opens its about tab", async () => {
      // On the list the step before left open.
      await page.getByRole("button", { name: "Создать курс" }).click();
      const dialog = page.getByRole("dialog", { name: "Новый курс" });
      // The name's checks are create-course-modal.test.tsx's; here the dialog showing one is checked by axe.
      await dialog.getByRole("button", { name: "Создать курс" }).click();
      await expect(dialog.getByText("Обязательное поле")).toBeVisible();
      await expectNoSeriousViolations(page, "[role=dialog]");
      await dialog.getByLabel("Название курса").fill("Курс из теста создания");
      await dialog.getByRole("button", { name: "Создать курс" }).click();
      await expect(page).toHaveURL(/\/createdCourses\/\d+\/about$/);
      await expect(page.getByLabel("Название курса")).toHaveValue("Курс из теста создания");
    });

    await test.step("an empty school is told so, and a failed load asks to reload", async () => {
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
  });
});

test.describe("an assigned teacher", () => {
  test.use({ as: "teacher" });

  test("a teacher sees his courses read-only, without create or import", async ({ page }) => {
    await openList(page);
    await expect(cards(page)).toHaveCount(12);
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
});
