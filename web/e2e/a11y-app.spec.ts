import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations } from "./support/axe";
import { registerStudent } from "./support/accounts";
import { signInAs } from "./support/sign-in";
import { MOBILE } from "./support/mobile";

const OPEN_PAGES: Array<[string, string]> = [
  ["/login", "Вход в личный кабинет"],
  ["/register", "Регистрация"],
  ["/forgot", "Восстановление пароля"],
  ["/password/reset?token=x&email=a%40b.ru", "Задайте новый пароль"],
  ["/course", "Каталог курсов"],
  ["/schools", "Школы и авторы"],
  ["/school/1", "Демо-школа"],
  ["/no/such/page", "Страница не найдена!"],
];

// One browser page visits them all, each in its own step. At 390 px /login stands for the rest: the
// rules that depend on the width (target size, reflow) act alike on these one-column pages.
test("axe: no serious or critical violation on the open pages", MOBILE, async ({ page }, info) => {
  const pages = info.project.name === "mobile" ? OPEN_PAGES.slice(0, 1) : OPEN_PAGES;
  for (const [path, heading] of pages) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  }
});

test("axe: the cabinet pages and the welcome modal", MOBILE, async ({ page }) => {
  await signInAs(page, "teacher@demo.ru");
  const cabinet: Array<[string, string]> = [
    ["/availableCourses", "Проверка заданий"],
    ["/profile", "Профиль"],
    ["/students", "Ученики"],
    ["/longread/2/lessons/2/3", "Веб-разработка на TypeScript"],
    ["/createdCourses/1/constructor", "Основы Python"],
    ["/usersStatistics", "Статистика"],
    ["/check/1", "Основы Python"],
  ];
  for (const [path, heading] of cabinet) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expectNoSeriousViolations(page);
  }
  await page.goto("/myCourses?showWelcomeModal=true");
  await expect(page.getByRole("dialog", { name: "Регистрация прошла успешно" })).toBeVisible();
  await page.waitForTimeout(400);
  await expectNoSeriousViolations(page);
});

test("axe: the profile-completion modal with its errors", async ({ page, request }) => {
  const user = await registerStudent(request, "a11y");
  const profile = await user.api.get("/api/my-profile");
  const profileId = ((await profile.json()) as { data: { profile: { id: number } } }).data.profile.id;
  await user.api.put(`/api/profile/${profileId}`, { name: null, surname: null, phone: null });
  await signInAs(page, user.email, user.password);
  const dialog = page.getByRole("dialog", { name: "Давайте познакомимся" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Начать учиться" }).click();
  await expect(dialog.getByText("Обязательное поле").first()).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("the signed-in dialogs trap focus and the menu is reachable by keyboard", async ({ page }) => {
  await signInAs(page, "student@demo.ru");
  await page.goto("/myCourses?showWelcomeModal=true");
  const dialog = page.getByRole("dialog", { name: "Регистрация прошла успешно" });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/myCourses$/);
  await page.keyboard.press("Tab");
  let reached = false;
  for (let i = 0; i < 15 && !reached; i += 1) {
    reached = await page.evaluate(() => document.activeElement?.textContent?.includes("Профиль") ?? false);
    if (!reached) await page.keyboard.press("Tab");
  }
  expect(reached).toBe(true);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/profile$/);
});
