import { expect, test } from "./support/fixtures";
import { lastMailTo, registerStudent } from "./support/accounts";
import { shot } from "./support/screens";

/**
 * The reset journey through the mailed link. The forms' checks, an unknown e-mail and a used link
 * are features/auth/{forgot,reset}-page.test.tsx; the link's single use is the server's
 * (mock-server routes/password-routes.test.ts).
 */
test("forgot → e-mail link → new password → sign in with it", async ({ page, request }, info) => {
  const user = await registerStudent(request, "reset");
  await page.goto("/login");
  await page.getByRole("link", { name: "Забыли пароль?" }).click();
  await expect(page).toHaveURL(/\/forgot$/);
  await page.getByLabel("E-mail").fill(user.email);
  await page.getByRole("button", { name: "Восстановить пароль" }).click();
  await expect(page.getByText("На ваш email высланы инструкции")).toBeVisible();
  await shot(page, `forgot-${info.project.name}.png`);

  const mail = await lastMailTo(request, user.email);
  expect(mail.link).toMatch(/^\/password\/reset\?token=/);
  await page.goto(mail.link ?? "");
  await page.getByLabel("Новый пароль", { exact: true }).fill("brand-new");
  await page.getByLabel("Повторите пароль").fill("brand-new");
  await page.getByRole("button", { name: "Сохранить пароль" }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel("E-mail").fill(user.email);
  await page.getByLabel("Пароль").fill("brand-new");
  await page.getByRole("button", { name: "Войти" }).click();
  await expect(page).toHaveURL(/\/myCourses$/);
});
