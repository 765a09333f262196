import { expect, test, type Page } from "@playwright/test";
import { screenPath } from "./support/screens";
import { MOBILE } from "./support/mobile";

// Other specs publish courses of their own (copies of seeded ones among them) while this one runs,
// so the counts here are read from the page and checked against the 17 seeded published courses.
const foundCount = async (page: Page): Promise<number> => {
  // 21 courses: "Найден 21 курс" (one), 22: "Найдено 22 курса" (few), 25: "Найдено 25 курсов" (many).
  const found = page.getByText(/^Найдено? \d+ курс/);
  await expect(found).toBeVisible();
  return Number(/\d+/.exec(await found.innerText())?.[0]);
};

test("the catalogue lists published courses, filters by category and shows more", MOBILE, async ({ page }, info) => {
  await page.goto("/course");
  await expect(page.getByRole("heading", { level: 1, name: "Каталог курсов" })).toBeVisible();
  expect(await foundCount(page)).toBeGreaterThanOrEqual(17);
  const cards = page.locator(".course-card");
  await expect(cards).toHaveCount(6);
  await page.screenshot({ path: screenPath(`catalogue-${info.project.name}.png`), fullPage: true });

  await page.getByRole("button", { name: "Показать ещё" }).click();
  await expect(cards).toHaveCount(12);
  const more = page.getByRole("button", { name: "Показать ещё" });
  while ((await more.count()) > 0) {
    const before = await cards.count();
    await more.click();
    await expect(cards).not.toHaveCount(before);
  }
  expect(await cards.count()).toBeGreaterThanOrEqual(17);
  await expect(page.getByText("Машинное обучение (черновик)")).toHaveCount(0);

  await page.getByRole("button", { name: "Дизайн", exact: true }).click();
  await expect(page).toHaveURL(/\/course\?category=\d+$/);
  // Only design courses, the two seeded ones among them.
  const designCards = async () => {
    for (const name of ["UX/UI-дизайн интерфейсов", "Графический дизайн: композиция и цвет"])
      await expect(cards.filter({ has: page.getByRole("heading", { name, exact: true }) })).toHaveCount(1);
    await expect(cards.locator(".course-card-category").filter({ hasNotText: /^Дизайн$/ })).toHaveCount(0);
  };
  await designCards();
  await expect(page.getByRole("button", { name: "Дизайн", exact: true })).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await designCards();
  await page.getByRole("button", { name: "Все", exact: true }).click();
  await expect(page).toHaveURL(/\/course$/);
  expect(await foundCount(page)).toBeGreaterThanOrEqual(17);
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
  // The demo school's 14 published courses, and any its courses other specs publish meanwhile.
  await expect(page.locator(".course-card").nth(13)).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Меню кабинета" })).toHaveCount(0);
  await page.screenshot({ path: screenPath(`school-${info.project.name}.png`) });
});

test("an unknown school shows the not-found text", async ({ page }) => {
  await page.goto("/school/999");
  await expect(page.getByRole("heading", { name: "Страница не найдена!" })).toBeVisible();
});
