import { expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "demo123";

/** Signs in through the real /login form, as a person would. */
export const signInAs = async (page: Page, email: string, password = DEMO_PASSWORD): Promise<void> => {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Пароль").fill(password);
  await page.getByRole("button", { name: "Войти" }).click();
  await expect(page).not.toHaveURL(/\/login$/);
};
