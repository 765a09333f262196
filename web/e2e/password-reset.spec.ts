import { expect, test } from "@playwright/test";
import { lastMailTo, registerStudent } from "./support/accounts";
import { signInAs } from "./support/sign-in";
import { screenPath } from "./support/screens";

test("forgot → e-mail link → new password → sign in with it; the link works once", async ({ page, request }, info) => {
  const user = await registerStudent(request, "reset");
  await page.goto("/login");
  await page.getByRole("link", { name: "Забыли пароль?" }).click();
  await expect(page).toHaveURL(/\/forgot$/);
  await page.getByLabel("E-mail").fill(user.email);
  await page.getByRole("button", { name: "Восстановить пароль" }).click();
  await expect(page.getByText("На ваш email высланы инструкции")).toBeVisible();
  await page.screenshot({ path: screenPath(`forgot-${info.project.name}.png`) });

  const mail = await lastMailTo(request, user.email);
  expect(mail.link).toMatch(/^\/password\/reset\?token=/);
  await page.goto(mail.link ?? "");
  await page.getByLabel("Новый пароль", { exact: true }).fill("brand-new");
  await page.getByLabel("Повторите пароль").fill("brand-new");
  await page.getByRole("button", { name: "Сохранить пароль" }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signInAs(page, user.email, "brand-new");
  await expect(page).toHaveURL(/\/myCourses$/);

  await page.goto(mail.link ?? "");
  await page.getByLabel("Новый пароль", { exact: true }).fill("another1");
  await page.getByLabel("Повторите пароль").fill("another1");
  await page.getByRole("button", { name: "Сохранить пароль" }).click();
  await expect(page.getByText("Ссылка для восстановления пароля недействительна или устарела")).toBeVisible();
});

test("an unknown e-mail gets its error on the field", async ({ page }) => {
  await page.goto("/forgot");
  await page.getByLabel("E-mail").fill("nobody-here@example.ru");
  await page.getByRole("button", { name: "Восстановить пароль" }).click();
  await expect(page.getByText("Пользователь с таким E-mail не найден")).toBeVisible();
});
