import type { Page } from "@playwright/test";
import { REFRESH_GRACE_MS } from "@app/mock-server/auth/sessions";
import { expect, test } from "./support/fixtures";
import { openWithoutQueryCache } from "./support/query-cache";

/**
 * Issue #15 with the server side of the hardening issue: a token refresh whose answer never reaches
 * the page (the page unloads meanwhile; the server has already rotated the pair) must not end the
 * session. After the reload the tab still holds the pair it had; the server keeps that pair's
 * refresh token valid while its successor was never used, so the user keeps working, also past
 * the grace window for racing tabs.
 */
const storedRefreshToken = (page: Page): Promise<string> =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem("course-platform:state") ?? "{}") as { login?: { refresh_token?: string } })
        .login?.refresh_token ?? "",
  );

test.use({ as: "student" });

test("the page unloads in the middle of a token refresh: after a reload the user keeps working, not signed out", async ({
  page,
  time,
}) => {
  await page.goto("/myCourses");
  await expect(page.getByRole("heading", { name: "Учебные материалы" })).toBeVisible();
  const before = await storedRefreshToken(page);
  expect(before).not.toBe("");

  // The first refresh reaches the server (which rotates the pair), but its answer never reaches the
  // page. Every later one goes through, and the test keeps the refresh token each one spent.
  let held = 0;
  const spent: string[] = [];
  await page.route("**/api/token/refresh", async (route) => {
    if (held === 0) {
      held += 1;
      const answer = await route.fetch();
      expect(answer.status()).toBe(200);
      return; // never fulfilled: the page unloads first
    }
    spent.push(String((route.request().postDataJSON() as { refresh_token?: unknown }).refresh_token));
    await route.continue();
  });
  await time.expireAccessTokens();
  // A page whose data the app has not loaded yet: its first call meets the expired token.
  await page.getByRole("navigation", { name: "Меню кабинета" }).getByRole("link", { name: "Статистика" }).click();
  await expect.poll(() => held).toBe(1);

  // Past the grace window for racing tabs, the page loads again (its cache dropped, so the profile
  // comes from the server): the refresh token it kept still works.
  await time.advance(REFRESH_GRACE_MS + 500);
  const profile = page.getByTestId("profile-email");
  await openWithoutQueryCache(page, "/profile");
  await expect(profile).toHaveText("student@demo.ru");
  expect(spent, "the reloaded tab refreshed with the pair it had").toEqual([before]);
  await expect(page.getByText("Время сессии истекло. Пожалуйста авторизуйтесь!")).toHaveCount(0);
  const after = await storedRefreshToken(page);
  expect(after).not.toBe(before);

  // And the session goes on rotating normally.
  await time.expireAccessTokens();
  await openWithoutQueryCache(page, "/profile");
  await expect(profile).toHaveText("student@demo.ru");
  expect(spent).toEqual([before, after]);
});
