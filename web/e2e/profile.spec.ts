import { PHONE_VIEWPORT } from "./support/both-widths";
import { expect, test } from "./support/fixtures";
import { shot } from "./support/screens";
import { openWithoutQueryCache } from "./support/query-cache";

/**
 * What the profile keeps across page loads, on the real server. The forms' checks and messages are
 * features/profile/{profile,password}-form.test.tsx and features/onboarding/profile-completion-modal.test.tsx.
 */

// A 1×1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

test.describe("the demo student", () => {
  test.use({ as: "student" });

  /** One seed: the password change, which no other step needs, comes after the profile is saved. */
  test("the photo is saved as its upload ends, and every field with Сохранить; a reload keeps both; a password change signs in with the new password only", async ({
    page,
  }, info) => {
    await test.step("the photo is saved as its upload ends, and every field with Сохранить; a reload keeps both", async () => {
      await page.goto("/profile");
      await expect(page.getByRole("heading", { level: 1, name: "Профиль" })).toBeVisible();
      await page.getByLabel("Загрузить фото").setInputFiles({ name: "фото.png", mimeType: "image/png", buffer: PNG });
      await expect(page.getByText("Фото сохранено")).toBeVisible();
      // The header's avatar shows the photo at once, and a reload (no Сохранить pressed) keeps it.
      await expect(page.locator(".site-header-avatar img")).toHaveAttribute("src", /\/api\/files\//);
      await openWithoutQueryCache(page, "/profile");
      await expect(page.locator(".avatar-upload img")).toHaveAttribute("src", /\/api\/files\//);

      await page.getByLabel("Имя", { exact: true }).fill("Игорь");
      await page.getByLabel("Фамилия").fill("Соколов");
      await page.getByLabel("Город").fill("Казань");
      await page.getByLabel("Место работы").fill("Школа №5");
      // Day first, as people here write it (issue #31).
      await page.getByLabel("Дата рождения").fill("17.05.1990");
      await page.getByLabel("Пол").selectOption("male");
      const education = page.getByLabel("Образование");
      await expect(education.locator("option")).not.toHaveCount(1);
      await education.selectOption({ index: 2 });
      await page.getByRole("button", { name: "Сохранить", exact: true }).click();
      await expect(page.getByText("Изменения сохранены")).toBeVisible();
      await shot(page, `profile-${info.project.name}.png`, { fullPage: true });

      await openWithoutQueryCache(page, "/profile");
      await expect(page.getByLabel("Город")).toHaveValue("Казань");
      await expect(page.getByLabel("Фамилия")).toHaveValue("Соколов");
      await expect(page.getByLabel("Дата рождения")).toHaveValue("17.05.1990");
      await expect(page.getByLabel("Образование")).not.toHaveValue("");
      await expect(page.locator(".avatar-upload img")).toHaveAttribute("src", /\/api\/files\//);
      await expect(page.getByTestId("menu-user")).toHaveText("Игорь Соколов");
    });

    await test.step("a password change: the new password signs in, the old one no longer does", async () => {
      // The page is still on /profile, as the step above left it.
      const form = page.locator("form", { has: page.getByRole("heading", { name: "Смена пароля" }) });
      await form.getByLabel("Старый пароль").fill("demo123");
      await form.getByLabel("Новый пароль", { exact: true }).fill("newpass1");
      await form.getByLabel("Повторите новый пароль").fill("newpass1");
      await form.getByRole("button", { name: "Изменить пароль" }).click();
      await expect(page.getByText("Пароль изменён")).toBeVisible();
      const signIn = (password: string) =>
        page.request.post("/api/login", { data: { email: "student@demo.ru", password } });
      expect((await signIn("newpass1")).status()).toBe(200);
      expect((await signIn("demo123")).status()).toBe(422);
    });
  });
});

test.describe("an account with an empty profile", () => {
  test.use({ as: "fresh" });

  test("the completion modal is filled in and sent; it closes and the menu has the name", async ({ page }, info) => {
    await page.goto("/myCourses");
    const dialog = page.getByRole("dialog", { name: "Давайте познакомимся" });
    await expect(dialog).toBeVisible();
    await shot(page, `completion-${info.project.name}.png`);
    await dialog.getByLabel("Имя").fill("Вера");
    await dialog.getByLabel("Фамилия").fill("Орлова");
    await dialog.getByRole("textbox", { name: "Телефон" }).fill("9161112233");
    const saved = page.waitForRequest((r) => r.method() === "PUT" && r.url().includes("/api/profile/"));
    await dialog.getByRole("button", { name: "Начать учиться" }).click();
    expect(((await saved).postDataJSON() as { profileData: { phone: string } }).profileData.phone).toBe("79161112233");
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("menu-user")).toHaveText("Вера Орлова");
  });
});

test.describe("the teacher", () => {
  test.use({ as: "teacher" });

  test("the profile page has the profile header: logo to the role's home, 'На главную' last, a small avatar", async ({
    page,
  }) => {
    const header = page.locator(".profile-header header");
    const hasTheProfileHeader = async (width: string): Promise<void> => {
      await expect(header).toBeVisible();
      await expect(header.getByRole("link", { name: /на главную$/ }).first()).toHaveAttribute(
        "href",
        "/availableCourses",
      );
      await expect(header.locator(".site-header-avatar .avatar-placeholder, .site-header-avatar img")).toBeVisible();
      await shot(page, `profile-header-${width}.png`);
    };
    await page.goto("/profile");
    await test.step("at 1280 px", () => hasTheProfileHeader("desktop"));
    // The same page resized (the app has no touch- or user-agent-dependent code).
    await test.step("at 390 px", async () => {
      await page.setViewportSize(PHONE_VIEWPORT);
      await hasTheProfileHeader("mobile");
    });
  });
});
