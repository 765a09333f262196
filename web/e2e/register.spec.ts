import { expect, test } from "./support/fixtures";
import { uniqueEmail } from "./support/accounts";
import { shot } from "./support/screens";

/** The registration journey. The form's checks and the server's 422 are features/auth/register-page.test.tsx. */
test("a visitor registers, lands on the study materials with the welcome modal, and closes it", async ({
  page,
}, info) => {
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
  await shot(page, `welcome-${info.project.name}.png`);
  await dialog.getByRole("button", { name: "Приступить к обучению" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/myCourses$/);
  await expect(page.getByTestId("menu-user")).toHaveText("Мария Новикова");
});
