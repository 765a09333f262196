import { expect, test } from "./support/fixtures";
import { shot } from "./support/screens";

/**
 * The public catalogue on the demo seed: its 17 published courses, the categories, a school's page.
 * Paging in detail (pages appended, a list that changed meanwhile, the plural forms of the count)
 * is features/catalogue/catalogue-page.test.tsx; an unknown school is school-page.test.tsx.
 */
/** One seed and one page, nothing changed: the catalogue, then its header's link to the schools. */
test("the catalogue lists the published courses, shows more, and filters by category; schools and authors link to a school's page", async ({
  page,
}, info) => {
  await test.step("the catalogue lists the published courses, shows more, and filters by category", async () => {
    await page.goto("/course");
    await expect(page.getByRole("heading", { level: 1, name: "Каталог курсов" })).toBeVisible();
    await expect(page.getByText("Найдено 17 курсов")).toBeVisible();
    const cards = page.locator(".course-card");
    await expect(cards).toHaveCount(6);
    await shot(page, `catalogue-${info.project.name}.png`, { fullPage: true });
    for (const shown of [12, 17]) {
      await page.getByRole("button", { name: "Показать ещё" }).click();
      await expect(cards).toHaveCount(shown);
    }
    await expect(page.getByRole("button", { name: "Показать ещё" })).toHaveCount(0);
    await expect(page.getByText("Машинное обучение (черновик)")).toHaveCount(0);

    await page.getByRole("button", { name: "Дизайн", exact: true }).click();
    await expect(page).toHaveURL(/\/course\?category=\d+$/);
    // The two seeded design courses, and nothing else.
    const designCards = async () => {
      for (const name of ["UX/UI-дизайн интерфейсов", "Графический дизайн: композиция и цвет"])
        await expect(cards.filter({ has: page.getByRole("heading", { name, exact: true }) })).toHaveCount(1);
      await expect(cards).toHaveCount(2);
    };
    await designCards();
    await expect(page.getByRole("button", { name: "Дизайн", exact: true })).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await designCards();
    await page.getByRole("button", { name: "Все", exact: true }).click();
    await expect(page).toHaveURL(/\/course$/);
    await expect(page.getByText("Найдено 17 курсов")).toBeVisible();
    // The pages shown before the filter come back from the query cache.
    await expect(cards).toHaveCount(17);
  });

  await test.step("schools and authors link to a school's page with its courses", async () => {
    // From the catalogue by the header's link, as a visitor goes there.
    await page.getByRole("navigation", { name: "Главное меню" }).getByRole("link", { name: "Школы и авторы" }).click();
    await expect(page).toHaveURL(/\/schools$/);
    await expect(page.getByRole("heading", { level: 1, name: "Школы и авторы" })).toBeVisible();
    await expect(page.locator(".school-card")).toHaveCount(3);
    await expect(page.getByText("Автор", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Демо-школа" }).click();
    await expect(page).toHaveURL(/\/school\/1$/);
    await expect(page.getByRole("heading", { level: 1, name: "Демо-школа" })).toBeVisible();
    // The demo school's 14 published courses.
    await expect(page.locator(".course-card")).toHaveCount(14);
    await expect(page.getByRole("navigation", { name: "Меню кабинета" })).toHaveCount(0);
    await shot(page, `school-${info.project.name}.png`);
  });
});
