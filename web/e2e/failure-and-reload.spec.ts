import { expect, test } from "./support/fixtures";
import type { Page } from "@playwright/test";
import { CHUNK_RELOAD_FLAG_TIMEOUT_MS } from "@app/domain/constants";
import { expectNoSeriousViolations } from "./support/axe";
import { shot } from "./support/screens";

/**
 * SPEC §4 / §8 with chunks that really fail to load: one automatic reload, then the failure page
 * ('Что-то пошло не так', 'Перейти на главную' → /, 'Обновить страницу' → reload) instead of a loop.
 * The 10-second flag itself (fresh, expired) is app/lazy-with-reload.test.tsx, with fake time.
 */
const LEGAL_CHUNK = "**/assets/legal-page-*.js";
const CABINET_CHUNK = "**/assets/cabinet-routes-*.js";
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
const failChunk = async (
  page: Page,
  chunk: string,
  when: () => boolean = () => true,
): Promise<{ readonly failed: () => number }> => {
  let failed = 0;
  await page.route(chunk, async (route) => {
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

/**
 * One seed and one page. The reload of the first step leaves its time flag in the tab's session
 * storage; the second step removes it, so it starts as a fresh tab would.
 */
test("a failed chunk load reloads the page once: once failed the page then works, still failing it shows the failure page, with no reload loop", async ({
  page,
  time,
}) => {
  // The page's clock is faked from the start (it flows like the real one) for the second step.
  await time.install(page);

  await test.step("one failed chunk load reloads the page once, and the page then works", async () => {
    const loads = countDocumentLoads(page);
    // The chunk fails throughout the first visit only.
    const chunk = await failChunk(page, LEGAL_CHUNK, () => loads.count() <= 1);
    await page.goto("/legalInformation");
    await expect(legalHeading(page)).toBeVisible();
    expect(chunk.failed()).toBeGreaterThan(0);
    expect(loads.count(), "the first visit and exactly one reload").toBe(2);
    const flag = Number(await page.evaluate((key) => sessionStorage.getItem(key), FLAG_KEY));
    expect(flag, "the reload left its time flag").toBeGreaterThan(0);
    await expect(failurePage(page)).toHaveCount(0);
  });

  await test.step("a chunk that keeps failing reloads once, then shows the failure page, with no reload loop", async () => {
    await page.evaluate((key) => sessionStorage.removeItem(key), FLAG_KEY);
    const loads = countDocumentLoads(page);
    await failChunk(page, LEGAL_CHUNK);
    await page.goto("/legalInformation");
    await expect(failurePage(page)).toBeVisible();
    expect(loads.count()).toBe(2);
    await shot(page, "failure-page-desktop.png");
    // No loop: past the flag's 10 s nothing more happens on its own.
    await time.advance(CHUNK_RELOAD_FLAG_TIMEOUT_MS + 5_000);
    expect(loads.count(), "still one reload").toBe(2);
    await expect(failurePage(page)).toBeVisible();
    await expect(page.getByRole("link", { name: "Перейти на главную" })).toHaveAttribute("href", "/");
    await expectNoSeriousViolations(page);

    // 'Обновить страницу' reloads the page; with the chunk back, the page renders.
    await page.unroute(LEGAL_CHUNK);
    await page.getByRole("button", { name: "Обновить страницу" }).click();
    await expect(legalHeading(page)).toBeVisible();
    expect(loads.count()).toBe(3);
    await expect(page).toHaveURL(/\/legalInformation$/);
  });
});

test.describe("signed in as the student", () => {
  test.use({ as: "student" });

  test("a cabinet chunk that keeps failing behaves the same: one reload, the failure page, no loop", async ({
    page,
    time,
  }) => {
    await time.install(page);
    const loads = countDocumentLoads(page);
    const chunk = await failChunk(page, CABINET_CHUNK);
    await page.goto("/myCourses");
    await expect(failurePage(page)).toBeVisible();
    expect(chunk.failed()).toBeGreaterThanOrEqual(2);
    expect(loads.count(), "/myCourses, then one reload").toBe(2);
    await time.advance(CHUNK_RELOAD_FLAG_TIMEOUT_MS + 5_000);
    expect(loads.count(), "no loop").toBe(2);
    // 'Перейти на главную' leaves the failure for the main page ('Обновить страницу' is the test above's).
    await page.getByRole("link", { name: "Перейти на главную" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(failurePage(page)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "В личный кабинет" }).first()).toBeVisible();
  });
});
