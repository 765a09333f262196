import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { endSessionElsewhere } from "./support/end-session";
import { shot } from "./support/screens";

/**
 * Issue #31's sharp edges of the shell, as people meet them. The rules behind them are unit tests:
 * the return path (domain/src/auth/return-path.test.ts), the sign-in messages (domain/src/errors).
 */
/** How far the page reaches past the window's right edge (0: no sideways scroll). */
const sideways = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const signInWith = async (page: Page, password: string): Promise<void> => {
  await page.getByLabel("Пароль").fill(password);
  await page.getByRole("button", { name: "Войти" }).click();
};

test.describe("signed in as the student", () => {
  test.use({ as: "student" });

  /**
   * One seed and one page. The first step ends his session and signs him in again through the form;
   * the second goes on with that new session (his header reads 'В личный кабинет').
   */
  test("a session that ends brings him back after signing in again, with the server's words for too many attempts; the public pages neither scroll sideways at 1025–1056 px nor lose the burger at 390 px", async ({
    page,
    time,
  }) => {
    await test.step("a session that ends brings him back to his page after signing in again; too many attempts say so in the server's words; signed in, /login and /register lead to his cabinet", async () => {
      await page.goto("/myCourses");
      await expect(page.getByRole("heading", { level: 1, name: "Учебные материалы" })).toBeVisible();
      expect(await endSessionElsewhere(page)).toBe(200);
      await page.getByRole("navigation", { name: "Меню кабинета" }).getByRole("link", { name: "Статистика" }).click();
      await expect(page).toHaveURL(/\/login\?next=%2FusersStatistics$/);
      await expect(page.getByText("Время сессии истекло. Пожалуйста авторизуйтесь!")).toBeVisible();

      await page.getByLabel("E-mail").fill("student@demo.ru");
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const refused = page.waitForResponse((r) => r.url().endsWith("/api/login") && r.status() === 422);
        await signInWith(page, `wrong-${attempt}`);
        await refused;
      }
      await signInWith(page, "demo123");
      await expect(page.getByText(/^Слишком много неудачных попыток входа\. Повторите через \d+ с$/)).toBeVisible();

      await time.advance(61_000);
      await signInWith(page, "demo123");
      await expect(page).toHaveURL(/\/usersStatistics$/);
      await expect(page.getByRole("heading", { level: 1, name: "Статистика" })).toBeVisible();

      await page.goto("/login");
      await expect(page).toHaveURL(/\/myCourses$/);
      await page.goto("/register?next=%2FusersStatistics");
      await expect(page).toHaveURL(/\/usersStatistics$/);
    });

    await test.step("no sideways scroll at 1025–1056 px; at 390 px the burger opened after scrolling stays on screen, and a tap beside its links closes it and opens nothing", async () => {
      await page.goto("/");
      const header = page.getByRole("navigation", { name: "Главное меню" });
      for (const link of [null, "Каталог курсов", "Школы и авторы"]) {
        if (link !== null) await header.getByRole("link", { name: link }).click();
        await expect(header.getByRole("link", { name: "В личный кабинет" })).toBeVisible();
        for (const width of [1025, 1040, 1056]) {
          await page.setViewportSize({ width, height: 800 });
          expect(await sideways(page), `${page.url()} at ${width} px`).toBe(0);
        }
      }
      // A course card shows where the keyboard is (WCAG 2.4.7), on the school's page as in the catalogue.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByRole("link", { name: "Демо-школа" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Демо-школа" })).toBeVisible();
      const card = page.locator(".course-card").first();
      await card.locator(".course-card-link").focus();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      await expect(card.locator(".course-card-link")).toBeFocused();
      expect(await card.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("solid");
      await shot(page, "course-card-focus-desktop.png");
      const school = page.url();
      for (const width of [1025, 1056]) {
        await page.setViewportSize({ width, height: 800 });
        expect(await sideways(page), `${school} at ${width} px`).toBe(0);
      }

      await page.setViewportSize({ width: 390, height: 844 });
      await page.evaluate(() => window.scrollTo(0, 900));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      await page.getByRole("button", { name: "Открыть меню" }).click();
      const close = page.getByRole("button", { name: "Закрыть меню" });
      await expect(close).toBeInViewport();
      const panel = page.getByRole("navigation", { name: "Главное меню" });
      await panel.evaluate((menu) => Promise.all(menu.getAnimations().map((animation) => animation.finished)));
      await shot(page, "burger-after-scroll-mobile.png");
      // The panel's empty space below the links: closes the menu, and the page under it stays.
      await page.mouse.click(195, 820);
      await expect(page.getByRole("button", { name: "Открыть меню" })).toBeVisible();
      expect(page.url()).toBe(school);
      await page.getByRole("button", { name: "Открыть меню" }).click();
      await close.click();
      await expect(page.getByRole("button", { name: "Открыть меню" })).toBeInViewport();
      expect(page.url()).toBe(school);
    });
  });
});

test.describe("signed in as the teacher", () => {
  test.use({ as: "teacher" });

  test("the profile: a text file named .png is refused as the photo; the date of birth is typed and shown day first; a save from a stale second window is refused, not written over the first", async ({
    page,
    context,
  }) => {
    await page.goto("/profile");
    const form = (window: Page) => window.getByRole("form", { name: "Личные данные" });
    await expect(form(page).getByLabel("Город")).toBeVisible();
    // At 1280 px, beside the left menu, the header keeps its links (no phone burger); the phone is whole.
    const header = page.getByRole("navigation", { name: "Главное меню" });
    await expect(header.getByRole("link", { name: "На главную" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Открыть меню" })).toBeHidden();
    await form(page).getByLabel("Телефон").fill("+995 555 12 34 56");
    const cut = await form(page)
      .getByLabel("Телефон")
      .evaluate((field) => field.scrollWidth - field.clientWidth);
    expect(cut, "the phone number fits its field").toBeLessThanOrEqual(0);
    await shot(page, "profile-header-1280.png");
    await page.reload();
    await expect(form(page).getByLabel("Город")).toBeVisible();
    const second = await context.newPage();
    await second.goto("/profile");
    await expect(form(second).getByLabel("Город")).toBeVisible();

    await form(page)
      .getByLabel("Загрузить фото")
      .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("это текст, а не картинка") });
    await expect(page.getByText(/Загрузите изображение PNG, JPEG, WebP или GIF/)).toBeVisible();
    await expect(page.getByText("Фото сохранено")).toHaveCount(0);

    await form(page).getByLabel("Дата рождения").pressSequentially("15031990");
    await expect(form(page).getByLabel("Дата рождения")).toHaveValue("15.03.1990");
    await form(page).getByLabel("Город").fill("Первое окно");
    await form(page).getByRole("button", { name: "Сохранить" }).click();
    await expect(page.getByText("Изменения сохранены")).toBeVisible();

    await form(second).getByLabel("Город").fill("Второе окно");
    await form(second).getByRole("button", { name: "Сохранить" }).click();
    await expect(second.getByText(/Профиль успели изменить в другом окне/)).toBeVisible();
    await expect(form(second).getByLabel("Город")).toHaveValue("Второе окно");
    // The field it did not touch now shows what the first window saved.
    await expect(form(second).getByLabel("Дата рождения")).toHaveValue("15.03.1990");

    await page.reload();
    await expect(form(page).getByLabel("Город")).toHaveValue("Первое окно");
    await expect(form(page).getByLabel("Дата рождения")).toHaveValue("15.03.1990");
  });
});
