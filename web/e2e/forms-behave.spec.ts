import { expect, test } from "@playwright/test";
import { registerStudent } from "./support/accounts";
import { MOBILE } from "./support/mobile";
import { signInAs } from "./support/sign-in";
import { openWithoutQueryCache } from "./support/query-cache";

// A 1×1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** Forms behave the same, and pages name themselves (issue #17). */

test("the empty registration form flags every field, the confirmation too", async ({ page }) => {
  await page.goto("/register");
  await page.getByRole("button", { name: "Зарегистрироваться" }).click();
  await expect(page.getByText("Обязательное поле")).toHaveCount(5);
  await expect(page.getByLabel("Повторите пароль")).toHaveAttribute("aria-invalid", "true");
});

test("a profile's name cannot be cleared; a photo is saved when its upload ends", async ({ page, request }) => {
  const user = await registerStudent(request, "forms");
  await signInAs(page, user.email, user.password);
  await page.goto("/profile");
  await page.getByLabel("Имя", { exact: true }).fill("   ");
  await page.getByRole("button", { name: "Сохранить", exact: true }).click();
  await expect(page.getByText("Обязательное поле")).toBeVisible();
  await expect(page.getByText("Изменения сохранены")).toHaveCount(0);
  await expect(page.getByTestId("menu-user")).toHaveText("Пётр Тестов");

  await page.reload();
  await page.getByLabel("Загрузить фото").setInputFiles({ name: "фото.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByText("Фото сохранено")).toBeVisible();
  // The header's avatar shows the photo at once, and a reload (no Сохранить pressed) keeps it.
  await expect(page.locator(".site-header-avatar img")).toHaveAttribute("src", /\/api\/files\//);
  await openWithoutQueryCache(page, "/profile");
  await expect(page.locator(".avatar-upload img")).toHaveAttribute("src", /\/api\/files\//);
});

test("a signed-in student sent to /login is told why and offered his cabinet", async ({ page }) => {
  await signInAs(page, "student@demo.ru");
  await page.goto("/createdCourses");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("status").filter({ hasText: "недоступен для вашей роли" })).toBeVisible();
  await page.getByRole("link", { name: "Вернуться в кабинет" }).click();
  await expect(page).toHaveURL(/\/myCourses$/);
});

test("pages name themselves in Russian: /login, an unknown school, the toast region", async ({ page }) => {
  await page.goto("/login");
  await expect(page).toHaveTitle(/^Вход/);
  await page.getByLabel("E-mail").fill("owner@demo.ru");
  await page.getByLabel("Пароль").fill("wrong-password");
  await page.getByRole("button", { name: "Войти" }).click();
  await expect(page.getByRole("region", { name: "Уведомления (Alt+T)" })).toBeAttached();
  await page.goto("/school/999");
  await expect(page.getByRole("heading", { name: "Страница не найдена!" })).toBeVisible();
  await expect(page).toHaveTitle(/^Страница не найдена/);
});

test(
  "the open burger menu keeps Tab inside the header and the page does not scroll",
  MOBILE,
  async ({ page }, info) => {
    test.skip(info.project.name !== "mobile", "the burger shows at 1024 px or less");
    await page.goto("/contacts");
    await page.getByRole("button", { name: "Открыть меню" }).click();
    const header = page.locator("header.site-header");
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press("Tab");
      expect(await header.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.mouse.wheel(0, 600);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  },
);
