import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousViolations } from "./support/axe";
import { screenPath } from "./support/screens";

/**
 * SPEC §4 / §8: a chunk that fails to load triggers exactly one automatic reload, guarded by a
 * 10-second flag in sessionStorage; a failure that persists shows the failure page
 * ('Что-то пошло не так', 'Перейти на главную' → /, 'Обновить страницу' → reload) instead of a loop.
 * The lazy chunk used here is the legal-information page's own.
 */
const CHUNK = "**/assets/legal-page-*.js";
const FLAG_KEY = "course-platform:chunk-reload-at";

/** Counts the top-level document loads of the page (the first visit and every reload). */
const countDocumentLoads = (page: Page): { readonly count: () => number } => {
  let loads = 0;
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
  });
  return { count: () => loads };
};

/**
 * Makes every request for the chunk fail while `when()` holds (a document may ask for a chunk
 * more than once: its modulepreload and the import itself).
 */
const failChunk = async (page: Page, when: () => boolean = () => true): Promise<{ readonly failed: () => number }> => {
  let failed = 0;
  await page.route(CHUNK, async (route) => {
    if (when()) {
      failed += 1;
      await route.abort("failed");
    } else {
      await route.continue();
    }
  });
  return { failed: () => failed };
};

const failurePage = (page: Page) => page.getByRole("heading", { level: 1, name: "Что-то пошло не так" });
const legalHeading = (page: Page) => page.getByRole("heading", { level: 1, name: "Правовая информация" });

test("one failed chunk load reloads the page once, and the page then works", async ({ page }) => {
  const loads = countDocumentLoads(page);
  // The chunk fails throughout the first visit only.
  const chunk = await failChunk(page, () => loads.count() <= 1);
  await page.goto("/legalInformation");
  await expect(legalHeading(page)).toBeVisible({ timeout: 20_000 });
  expect(chunk.failed()).toBeGreaterThan(0);
  expect(loads.count(), "the first visit and exactly one reload").toBe(2);
  const flag = Number(await page.evaluate((key) => sessionStorage.getItem(key), FLAG_KEY));
  expect(flag, "the reload left its time flag").toBeGreaterThan(0);
  await expect(failurePage(page)).toHaveCount(0);
});

test("a chunk that keeps failing reloads once, then shows the failure page, with no reload loop", async ({
  page,
}, info) => {
  const loads = countDocumentLoads(page);
  await failChunk(page);
  await page.goto("/legalInformation");
  await expect(failurePage(page)).toBeVisible({ timeout: 20_000 });
  expect(loads.count()).toBe(2);
  await page.screenshot({ path: screenPath(`failure-page-${info.project.name}.png`) });
  // No loop: nothing more happens on its own.
  await page.waitForTimeout(3_000);
  expect(loads.count(), "still one reload after 3 s").toBe(2);
  await expect(failurePage(page)).toBeVisible();
  await expect(page.getByRole("link", { name: "Перейти на главную" })).toHaveAttribute("href", "/");
  await expectNoSeriousViolations(page);

  // 'Обновить страницу' reloads the page; with the chunk back, the page renders.
  await page.unroute(CHUNK);
  await page.getByRole("button", { name: "Обновить страницу" }).click();
  await expect(legalHeading(page)).toBeVisible({ timeout: 20_000 });
  expect(loads.count()).toBe(3);
  await expect(page).toHaveURL(/\/legalInformation$/);
});

test("'Перейти на главную' on the failure page goes to /", async ({ page }) => {
  await failChunk(page);
  await page.goto("/legalInformation");
  await expect(failurePage(page)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("button", { name: "Обновить страницу" })).toBeVisible();
  await page.getByRole("link", { name: "Перейти на главную" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(failurePage(page)).toHaveCount(0);
  await expect(page.getByRole("banner")).toBeVisible();
});

test("the reload flag lasts 10 s: a fresh flag means no reload, an older one allows the next reload", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("banner")).toBeVisible();
  const loads = countDocumentLoads(page);
  await failChunk(page);

  // A reload 5 s ago: this failure must not reload again, it shows the failure page at once.
  await page.evaluate((key) => sessionStorage.setItem(key, String(Date.now() - 5_000)), FLAG_KEY);
  await page.goto("/legalInformation");
  await expect(failurePage(page)).toBeVisible({ timeout: 20_000 });
  expect(loads.count(), "no automatic reload within 10 s of the last").toBe(1);

  // A reload 11 s ago: the guard has expired, so the failure reloads once more (and then stops).
  await page.evaluate((key) => sessionStorage.setItem(key, String(Date.now() - 11_000)), FLAG_KEY);
  await page.goto("/legalInformation");
  await expect(failurePage(page)).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => loads.count()).toBe(3);
  await page.waitForTimeout(2_000);
  expect(loads.count()).toBe(3);
});

test("a failing cabinet chunk behaves the same for a signed-in page", async ({ page }) => {
  const loads = countDocumentLoads(page);
  let failed = 0;
  await page.route("**/assets/cabinet-routes-*.js", async (route) => {
    failed += 1;
    await route.abort("failed");
  });
  // The cabinet chunk is first asked for once the sign-in succeeds.
  await page.goto("/login");
  await page.getByLabel("E-mail").fill("student@demo.ru");
  await page.getByLabel("Пароль").fill("demo123");
  await page.getByRole("button", { name: "Войти" }).click();
  await expect(failurePage(page)).toBeVisible({ timeout: 20_000 });
  expect(failed).toBeGreaterThanOrEqual(2);
  expect(loads.count(), "/login, then one reload of the cabinet").toBe(2);
  await page.waitForTimeout(2_000);
  expect(loads.count(), "no loop").toBe(2);
  await page.unroute("**/assets/cabinet-routes-*.js");
  await page.getByRole("button", { name: "Обновить страницу" }).click();
  await expect(page.getByRole("navigation", { name: "Меню кабинета" })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/myCourses$/);
});
