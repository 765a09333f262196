import { expect, test } from "@playwright/test";
import { screenPath } from "./support/screens";
import { MOBILE } from "./support/mobile";

test("the catalogue lists published courses, filters by category and shows more", MOBILE, async ({ page }, info) => {
  await page.goto("/course");
  await expect(page.getByRole("heading", { level: 1, name: "Каталог курсов" })).toBeVisible();
  await expect(page.getByText("Найдено 17 курсов")).toBeVisible();
  const cards = page.locator(".course-card");
  await expect(cards).toHaveCount(6);
  await page.screenshot({ path: screenPath(`catalogue-${info.project.name}.png`), fullPage: true });

  await page.getByRole("button", { name: "Показать ещё" }).click();
  await expect(cards).toHaveCount(12);
  await page.getByRole("button", { name: "Показать ещё" }).click();
  await expect(cards).toHaveCount(17);
  await expect(page.getByRole("button", { name: "Показать ещё" })).toHaveCount(0);
  await expect(page.getByText("Машинное обучение (черновик)")).toHaveCount(0);

  await page.getByRole("button", { name: "Дизайн", exact: true }).click();
  await expect(page).toHaveURL(/\/course\?category=\d+$/);
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Дизайн", exact: true })).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(cards).toHaveCount(2);
  await page.getByRole("button", { name: "Все", exact: true }).click();
  await expect(page).toHaveURL(/\/course$/);
  await expect(page.getByText("Найдено 17 курсов")).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(6);
});

test("schools and authors link to a school's page with its courses", async ({ page }, info) => {
  await page.goto("/schools");
  await expect(page.getByRole("heading", { level: 1, name: "Школы и авторы" })).toBeVisible();
  await expect(page.locator(".school-card")).toHaveCount(3);
  await expect(page.getByText("Автор", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Демо-школа" }).click();
  await expect(page).toHaveURL(/\/school\/1$/);
  await expect(page.getByRole("heading", { level: 1, name: "Демо-школа" })).toBeVisible();
  await expect(page.locator(".course-card")).toHaveCount(14);
  await expect(page.getByRole("navigation", { name: "Меню кабинета" })).toHaveCount(0);
  await page.screenshot({ path: screenPath(`school-${info.project.name}.png`) });
});

test("an unknown school shows the not-found text", async ({ page }) => {
  await page.goto("/school/999");
  await expect(page.getByRole("heading", { name: "Страница не найдена!" })).toBeVisible();
});
