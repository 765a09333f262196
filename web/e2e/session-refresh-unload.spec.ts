import { expect, test, type Page } from "@playwright/test";
import { registerStudent } from "./support/accounts";
import { signInAs } from "./support/sign-in";

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

/** The access token lives 2 s in the browser tests: after this the next call needs a refresh. */
const ACCESS_EXPIRY_MS = 2_500;
/** The server's grace window for two tabs racing with one refresh token (REFRESH_GRACE_MS). */
const PAST_GRACE_MS = 10_500;

test("the page unloads in the middle of a token refresh: after a reload the user keeps working, not signed out", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const student = await registerStudent(request, "unload");
  await signInAs(page, student.email, student.password);
  await expect(page.getByRole("heading", { name: "Учебные материалы" })).toBeVisible();
  const before = await storedRefreshToken(page);
  expect(before).not.toBe("");

  // The first refresh reaches the server (which rotates the pair), but its answer never reaches the page.
  let held = 0;
  let served = 0;
  await page.route("**/api/token/refresh", async (route) => {
    if (held === 0) {
      held += 1;
      const answer = await route.fetch();
      expect(answer.status()).toBe(200);
      return; // never fulfilled: the page unloads first
    }
    served += 1;
    await route.continue();
  });
  await page.waitForTimeout(ACCESS_EXPIRY_MS);
  await page.getByRole("link", { name: "Статистика" }).first().click();
  await expect.poll(() => held).toBe(1);
  await page.reload();

  // The tab kept the pair it had; past the grace window its refresh token still works.
  expect(await storedRefreshToken(page)).toBe(before);
  await page.waitForTimeout(PAST_GRACE_MS);
  await page.goto("/myCourses");
  await expect(page.getByRole("heading", { name: "Учебные материалы" })).toBeVisible();
  await expect.poll(() => served).toBeGreaterThan(0);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByText("Время сессии истекло. Пожалуйста авторизуйтесь!")).toHaveCount(0);
  expect(await storedRefreshToken(page)).not.toBe(before);

  // And the session goes on rotating normally.
  const servedBefore = served;
  await page.waitForTimeout(ACCESS_EXPIRY_MS);
  await page.goto("/myCourses");
  await expect(page.getByRole("heading", { name: "Учебные материалы" })).toBeVisible();
  await expect.poll(() => served).toBeGreaterThan(servedBefore);
  await expect(page).not.toHaveURL(/\/login/);
});
