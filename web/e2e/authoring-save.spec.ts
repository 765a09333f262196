import type { APIRequestContext, Page } from "@playwright/test";
import { MODAL_CLOSE_DELAY_MS } from "@app/domain/constants";
import { expect, test } from "./support/fixtures";
import { expectNoSeriousViolations } from "./support/axe";
import { MOBILE } from "./support/mobile";
import { shot } from "./support/screens";
import {
  autosaved,
  DEMO_DRAFT_COURSE_ID,
  ownerApi,
  passAutosavePause,
  saveState,
  storedDraft,
} from "./support/authoring";

const COURSE = DEMO_DRAFT_COURSE_ID;
const SEEDED_NAME = "Машинное обучение (черновик)";

test.use({ as: "owner" });

/** The course name the server has stored. */
const serverName = async (request: APIRequestContext): Promise<string> =>
  (await storedDraft(ownerApi(request), COURSE)).course.general.name.value;

const nameField = (page: Page) => page.getByLabel("Название курса");

const openCourse = async (page: Page): Promise<void> => {
  await page.goto(`/createdCourses/${COURSE}`);
  await expect(nameField(page)).toHaveValue(SEEDED_NAME);
};

test("an edit autosaves, survives a reload, and undo/redo keys work while typing", async ({ page, request, time }) => {
  await time.install(page);
  await openCourse(page);
  await expect(page.getByRole("heading", { level: 1, name: SEEDED_NAME })).toBeVisible();
  await expect(page.getByRole("link", { name: "О курсе" })).toHaveAttribute("aria-current", "page");

  await nameField(page).fill("Курс после правки");
  await expect(saveState(page)).toHaveText("Не сохранено");
  await autosaved(page, time);
  expect(await serverName(request)).toBe("Курс после правки");

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
  await autosaved(page, time);
  expect(await serverName(request)).toBe("Курс после второй правки");
});

// Offline, a change is sent on the browser's `online` event, not after the autosave's pause: no time to move.
test("offline: the change waits, says so, and is sent when the network returns", async ({ page, request }) => {
  await openCourse(page);
  await page.context().setOffline(true);
  await nameField(page).fill("Правка без сети");
  await expect(saveState(page)).toHaveText("Нет сети — изменения сохранятся, когда связь вернётся");
  await page.context().setOffline(false);
  await expect(saveState(page)).toHaveText("Сохранено");
  expect(await serverName(request)).toBe("Правка без сети");
});

test("a change made offline in a closed page is sent from the next page that opens the course", async ({
  page,
  context,
  request,
}) => {
  await openCourse(page);
  await context.setOffline(true);
  await nameField(page).fill("Правка из закрытой вкладки");
  await expect(saveState(page)).toHaveText(/Нет сети/);
  await page.close();
  await context.setOffline(false);

  const next = await context.newPage();
  await next.goto(`/createdCourses/${COURSE}`);
  await expect(nameField(next)).toHaveValue("Правка из закрытой вкладки");
  await expect(saveState(next)).toHaveText("Сохранено");
  expect(await serverName(request)).toBe("Правка из закрытой вкладки");
});

test("a save from another window is never overwritten: the same field changed in both asks, and taking theirs keeps theirs", async ({
  page,
  context,
  request,
  time,
}) => {
  // Two tabs of one browser: the same signed-in storage.
  const other = await context.newPage();
  await time.install(page);
  await time.install(other);
  await openCourse(page);
  await openCourse(other);
  await nameField(other).fill("Имя из второго окна");
  await autosaved(other, time);

  await nameField(page).fill("Имя из первого окна");
  await passAutosavePause(time);
  const dialog = page.getByRole("dialog", { name: "Курс изменён в другом окне" });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(".merge-item")).toContainText("Название курса");
  await expect(dialog.locator(".merge-value").nth(0)).toContainText("Имя из первого окна");
  await expect(dialog.locator(".merge-value").nth(1)).toContainText("Имя из второго окна");
  expect(await serverName(request)).toBe("Имя из второго окна");
  await expectNoSeriousViolations(page);
  await dialog.getByRole("button", { name: "Взять вариант из другого окна" }).click();
  await time.advance(MODAL_CLOSE_DELAY_MS);
  await expect(dialog).toBeHidden();
  await expect(nameField(page)).toHaveValue("Имя из второго окна");
  await autosaved(page, time);
  expect(await serverName(request)).toBe("Имя из второго окна");
});

test("the course screen: tabs, toolbar and save state fit at this width", MOBILE, async ({ page }, info) => {
  await page.goto(`/createdCourses/${COURSE}/settings`);
  await expect(page.getByRole("link", { name: "Настройки" })).toHaveAttribute("aria-current", "page");
  for (const name of ["Сохранить", "Отменить", "Повторить", "Экспорт", "Опубликовать"])
    await expect(page.getByRole("button", { name, exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Предпросмотр" })).toHaveAttribute("href", `/preview/${COURSE}`);
  await expect(saveState(page)).toHaveText("Сохранено");
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page, ".authoring-head");
  await shot(page, `authoring-shell-${info.project.name}.png`);
});
