import { expect, test } from "@playwright/test";
import { registerStudent } from "./support/accounts";
import { signInAs } from "./support/sign-in";
import { screenPath } from "./support/screens";
import { MOBILE } from "./support/mobile";
import { openWithoutQueryCache } from "./support/query-cache";

// A 1×1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

test("the profile saves every field and the uploaded photo", async ({ page, request }, info) => {
  const user = await registerStudent(request, "profile");
  await signInAs(page, user.email, user.password);
  await page.getByRole("link", { name: "Профиль" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Профиль" })).toBeVisible();

  await page.getByLabel("Загрузить фото").setInputFiles({ name: "фото.png", mimeType: "image/png", buffer: PNG });
  await expect(page.locator(".avatar-upload img")).toBeVisible();
  await page.getByLabel("Имя", { exact: true }).fill("Игорь");
  await page.getByLabel("Фамилия").fill("Соколов");
  await page.getByLabel("Город").fill("Казань");
  await page.getByLabel("Место работы").fill("Школа №5");
  await page.getByLabel("Дата рождения").fill("1990-05-17");
  await page.getByLabel("Пол").selectOption("male");
  const education = page.getByLabel("Образование");
  await expect(education.locator("option")).not.toHaveCount(1);
  await education.selectOption({ index: 2 });
  await page.getByRole("button", { name: "Сохранить", exact: true }).click();
  await expect(page.getByText("Изменения сохранены")).toBeVisible();
  await page.screenshot({ path: screenPath(`profile-${info.project.name}.png`), fullPage: true });

  await openWithoutQueryCache(page, "/profile");
  await expect(page.getByLabel("Город")).toHaveValue("Казань");
  await expect(page.getByLabel("Фамилия")).toHaveValue("Соколов");
  await expect(page.getByLabel("Дата рождения")).toHaveValue("1990-05-17");
  await expect(page.locator(".avatar-upload img")).toHaveAttribute("src", /\/api\/files\//);
  await expect(page.getByTestId("menu-user")).toHaveText("Игорь Соколов");
});

test("password change shows its three errors, then succeeds", async ({ page, request }) => {
  const user = await registerStudent(request, "password");
  await signInAs(page, user.email, user.password);
  await page.goto("/profile");
  const form = page.locator("form", { has: page.getByRole("heading", { name: "Смена пароля" }) });
  await form.getByRole("button", { name: "Изменить пароль" }).click();
  await expect(page.getByText("Проверьте правильность заполнения полей")).toBeVisible();

  await form.getByLabel("Старый пароль").fill(user.password);
  await form.getByLabel("Новый пароль", { exact: true }).fill("newpass1");
  await form.getByLabel("Повторите новый пароль").fill("newpass2");
  await form.getByRole("button", { name: "Изменить пароль" }).click();
  await expect(form.getByText("Новые пароли не совпадают")).toBeVisible();

  await form.getByLabel("Старый пароль").fill("wrong-old");
  await form.getByLabel("Повторите новый пароль").fill("newpass1");
  await form.getByRole("button", { name: "Изменить пароль" }).click();
  await expect(form.getByText("Неверный старый пароль")).toBeVisible();

  await form.getByLabel("Старый пароль").fill(user.password);
  await form.getByRole("button", { name: "Изменить пароль" }).click();
  await expect(page.getByText("Пароль изменён")).toBeVisible();
  await page.getByRole("button", { name: "Выход" }).click();
  await signInAs(page, user.email, "newpass1");
});

test("the profile-completion modal cannot be closed and sends the phone without the plus", async ({
  page,
  request,
}, info) => {
  const user = await registerStudent(request, "complete");
  const profile = await user.api.get("/api/my-profile");
  const profileId = ((await profile.json()) as { data: { profile: { id: number } } }).data.profile.id;
  const cleared = await user.api.put(`/api/profile/${profileId}`, { name: null, surname: null, phone: null });
  expect(cleared.status()).toBe(200);

  await signInAs(page, user.email, user.password);
  const dialog = page.getByRole("dialog", { name: "Давайте познакомимся" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: /Закрыть/ })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Начать учиться" }).click();
  await expect(dialog.getByText("Обязательное поле")).toHaveCount(3);
  await page.screenshot({ path: screenPath(`completion-${info.project.name}.png`) });

  await dialog.getByLabel("Имя").fill("Вера");
  await dialog.getByLabel("Фамилия").fill("Орлова");
  await dialog.getByRole("textbox", { name: "Телефон" }).fill("9161112233");
  const saved = page.waitForRequest((r) => r.method() === "PUT" && r.url().includes("/api/profile/"));
  await dialog.getByRole("button", { name: "Начать учиться" }).click();
  const body = (await saved).postDataJSON() as { profileData: { phone: string } };
  expect(body.profileData.phone).toBe("79161112233");
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("menu-user")).toHaveText("Вера Орлова");
});

test(
  "the profile page has the profile header: logo to the role's home, 'На главную' last, a small avatar",
  MOBILE,
  async ({ page }, info) => {
    await signInAs(page, "teacher@demo.ru");
    await page.goto("/profile");
    const header = page.locator(".profile-header header");
    await expect(header).toBeVisible();
    await expect(header.getByRole("link", { name: /на главную$/ }).first()).toHaveAttribute(
      "href",
      "/availableCourses",
    );
    await expect(header.locator(".site-header-avatar .avatar-placeholder, .site-header-avatar img")).toBeVisible();
    await page.screenshot({ path: screenPath(`profile-header-${info.project.name}.png`) });
  },
);
