import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoSeriousViolations } from "./support/axe";
import { MOBILE } from "./support/mobile";
import { signInAs } from "./support/sign-in";
import { apiAs } from "./support/api";

const OWNER = "owner@demo.ru";

/** A fresh draft of the owner's school, so that parallel tests never edit the same course. */
const newCourse = async (request: APIRequestContext, name: string): Promise<number> => {
  const created = await apiAs(request, OWNER).post("/api/courses", { name });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: { id: number } }).data.id;
};

/** The course name the server has stored. */
const serverName = async (request: APIRequestContext, id: number): Promise<string> => {
  const response = await apiAs(request, OWNER).get(`/api/courses/${id}/content`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { course: { general: { name: { value: string } } } } }).data.course.general
    .name.value;
};

const saveState = (page: Page) => page.getByRole("status").filter({ hasText: /Сохран|сохран|Нет сети/ });
const nameField = (page: Page) => page.getByLabel("Название курса");

const openCourse = async (page: Page, id: number): Promise<void> => {
  await page.goto(`/createdCourses/${id}`);
  await expect(nameField(page)).toBeVisible();
};

test("an edit autosaves, survives a reload, and undo/redo keys work while typing", async ({ page, request }) => {
  const id = await newCourse(request, "Курс для сохранения");
  await signInAs(page, OWNER);
  await openCourse(page, id);
  await expect(page.getByRole("heading", { level: 1, name: "Курс для сохранения" })).toBeVisible();
  await expect(page.getByRole("link", { name: "О курсе" })).toHaveAttribute("aria-current", "page");

  await nameField(page).fill("Курс после правки");
  await expect(saveState(page)).toHaveText("Не сохранено");
  await expect(saveState(page)).toHaveText("Сохранено");
  expect(await serverName(request, id)).toBe("Курс после правки");

  await page.reload();
  await expect(nameField(page)).toHaveValue("Курс после правки");

  await nameField(page).fill("Курс после второй правки");
  await nameField(page).press("Control+z");
  await expect(nameField(page)).toHaveValue("Курс после правки");
  await nameField(page).press("Control+Shift+z");
  await expect(nameField(page)).toHaveValue("Курс после второй правки");
  await page.keyboard.press("Control+z");
  await expect(nameField(page)).toHaveValue("Курс после правки");
  await page.getByRole("button", { name: "Повторить" }).click();
  await expect(nameField(page)).toHaveValue("Курс после второй правки");
  await expect(saveState(page)).toHaveText("Сохранено");
  expect(await serverName(request, id)).toBe("Курс после второй правки");
});

test("offline: the change waits, says so, and is sent when the network returns", async ({ page, request }) => {
  const id = await newCourse(request, "Курс без сети");
  await signInAs(page, OWNER);
  await openCourse(page, id);
  await page.context().setOffline(true);
  await nameField(page).fill("Правка без сети");
  await expect(saveState(page)).toHaveText("Нет сети — изменения сохранятся, когда связь вернётся");
  await page.context().setOffline(false);
  await expect(saveState(page)).toHaveText("Сохранено");
  expect(await serverName(request, id)).toBe("Правка без сети");
});

test("a change made offline in a closed page is sent from the next page that opens the course", async ({
  page,
  context,
  request,
}) => {
  const id = await newCourse(request, "Курс в закрытой вкладке");
  await signInAs(page, OWNER);
  await openCourse(page, id);
  await context.setOffline(true);
  await nameField(page).fill("Правка из закрытой вкладки");
  await expect(saveState(page)).toHaveText(/Нет сети/);
  await page.close();
  await context.setOffline(false);

  const next = await context.newPage();
  await openCourse(next, id);
  await expect(nameField(next)).toHaveValue("Правка из закрытой вкладки");
  await expect(saveState(next)).toHaveText("Сохранено");
  expect(await serverName(request, id)).toBe("Правка из закрытой вкладки");
});

test("a save from another window is never overwritten: the same field changed in both asks, and taking theirs keeps theirs", async ({
  page,
  context,
  request,
}) => {
  const id = await newCourse(request, "Курс в двух окнах");
  await signInAs(page, OWNER);
  await openCourse(page, id);
  const other = await context.newPage();
  await openCourse(other, id);
  await nameField(other).fill("Имя из второго окна");
  await expect(saveState(other)).toHaveText("Сохранено");

  await nameField(page).fill("Имя из первого окна");
  const dialog = page.getByRole("dialog", { name: "Курс изменён в другом окне" });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(".merge-item")).toContainText("Название курса");
  await expect(dialog.locator(".merge-value").nth(0)).toContainText("Имя из первого окна");
  await expect(dialog.locator(".merge-value").nth(1)).toContainText("Имя из второго окна");
  expect(await serverName(request, id)).toBe("Имя из второго окна");
  await expectNoSeriousViolations(page);
  await dialog.getByRole("button", { name: "Взять вариант из другого окна" }).click();
  await expect(dialog).toBeHidden();
  await expect(nameField(page)).toHaveValue("Имя из второго окна");
  await expect(saveState(page)).toHaveText("Сохранено");
  expect(await serverName(request, id)).toBe("Имя из второго окна");
});

test("the course screen: tabs, toolbar and save state fit at this width", MOBILE, async ({ page }, info) => {
  await signInAs(page, OWNER);
  await page.goto("/createdCourses/15/settings");
  await expect(page.getByRole("link", { name: "Настройки" })).toHaveAttribute("aria-current", "page");
  for (const name of ["Сохранить", "Отменить", "Повторить", "Экспорт", "Опубликовать"])
    await expect(page.getByRole("button", { name, exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Предпросмотр" })).toHaveAttribute("href", "/preview/15");
  await expect(saveState(page)).toHaveText("Сохранено");
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page, ".authoring-head");
  await page.screenshot({ path: info.outputPath("authoring-shell.png") });
});
