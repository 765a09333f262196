import { expect, test } from "@playwright/test";
import { uniqueEmail } from "./support/accounts";
import { screenPath } from "./support/screens";
import { MOBILE } from "./support/mobile";

test(
  "a visitor registers, lands on the study materials with the welcome modal, and closes it",
  MOBILE,
  async ({ page }, info) => {
    await page.goto("/register");
    await page.getByLabel("Имя и фамилия").fill("Мария Новикова");
    await page.getByLabel("E-mail").fill(uniqueEmail("register"));
    await page.getByRole("textbox", { name: "Телефон" }).fill("9161234567");
    await page.getByLabel("Пароль", { exact: true }).fill("secret1");
    await page.getByLabel("Повторите пароль").fill("secret1");
    await page.getByRole("button", { name: "Зарегистрироваться" }).click();
    await expect(page).toHaveURL(/\/myCourses\?showWelcomeModal=true$/);
    const dialog = page.getByRole("dialog", { name: "Регистрация прошла успешно" });
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: screenPath(`welcome-${info.project.name}.png`) });
    await dialog.getByRole("button", { name: "Приступить к обучению" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/myCourses$/);
    await expect(page.getByTestId("menu-user")).toHaveText("Мария Новикова");
  },
);

test("registration validates every field before sending", async ({ page }) => {
  await page.goto("/register");
  await page.getByLabel("E-mail").fill("not-an-email");
  await page.getByLabel("Пароль", { exact: true }).fill("123");
  await page.getByLabel("Повторите пароль").fill("1234");
  await page.getByRole("button", { name: "Зарегистрироваться" }).click();
  await expect(page.getByText("Некорректный Email")).toBeVisible();
  await expect(page.getByText("Количество символов должно быть не меньше 6")).toBeVisible();
  await expect(page.getByText("Обязательное поле")).toHaveCount(2);
  await expect(page).toHaveURL(/\/register$/);
});

test("a taken e-mail comes back as a toast with the field's first message", async ({ page }) => {
  await page.goto("/register");
  await page.getByLabel("Имя и фамилия").fill("Ольга Смирнова");
  await page.getByLabel("E-mail").fill("owner@demo.ru");
  await page.getByRole("textbox", { name: "Телефон" }).fill("9161234567");
  await page.getByLabel("Пароль", { exact: true }).fill("secret1");
  await page.getByLabel("Повторите пароль").fill("secret1");
  await page.getByRole("button", { name: "Зарегистрироваться" }).click();
  await expect(page.locator(".Toastify__toast--error")).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});
