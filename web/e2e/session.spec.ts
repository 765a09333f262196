import { expect, test } from "./support/fixtures";
import type { Page } from "@playwright/test";
import { openWithoutQueryCache } from "./support/query-cache";
import { endSessionElsewhere } from "./support/end-session";

/**
 * Tokens in the browser: expiry, one refresh for many calls, a refused refresh. The version marker
 * and corrupt storage are the app's start (src/start.test.tsx); signing in through the form and what
 * it stores is auth.spec.ts.
 */

const countRefreshes = (page: Page) => {
  const counter = { value: 0 };
  page.on("request", (request) => {
    if (request.url().endsWith("/api/token/refresh")) counter.value += 1;
  });
  return counter;
};

/** The refresh tokens the page spends, in order. */
const spentRefreshTokens = (page: Page): string[] => {
  const spent: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/token/refresh"))
      spent.push(String((request.postDataJSON() as { refresh_token?: unknown }).refresh_token));
  });
  return spent;
};

test.describe("signed in as the owner", () => {
  test.use({ as: "owner" });

  test("a user who waits past the access token's expiry and then navigates stays signed in", async ({ page, time }) => {
    await page.goto("/createdCourses");
    await expect(page.getByRole("heading", { name: "Мои курсы" })).toBeVisible();
    const spent = spentRefreshTokens(page);
    await time.expireAccessTokens();
    await openWithoutQueryCache(page, "/profile");
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId("profile-email")).toHaveText("owner@demo.ru");
    // The expired token was refreshed once, and no refresh token was spent twice (that would end the session).
    expect(spent).toHaveLength(1);
    await page.reload();
    await expect(page.getByTestId("profile-email")).toHaveText("owner@demo.ru");
  });
});

test.describe("signed in as the student", () => {
  test.use({ as: "student" });

  /** One seed: the refused refresh comes last, as it ends the session the first step used. */
  test("ten parallel calls with an expired token refresh once; when a refresh fails, he is signed out with the session-timeout toast", async ({
    page,
    time,
  }) => {
    await test.step("ten parallel requests with an expired token cause exactly one refresh call", async () => {
      await page.goto("/profile?qa=1");
      await expect(page.getByTestId("profile-email")).toHaveText("student@demo.ru");
      await time.expireAccessTokens();
      const refreshes = countRefreshes(page);
      const answers = await page.evaluate(() =>
        Promise.all(Array.from({ length: 10 }, () => window.coursePlatformQa?.get("my-profile"))),
      );
      expect(answers).toHaveLength(10);
      expect(answers.every((answer) => JSON.stringify(answer).includes("student@demo.ru"))).toBe(true);
      expect(refreshes.value).toBe(1);
    });

    await test.step("when the refresh fails, the user is signed out with the session-timeout toast", async () => {
      // A page that calls no API, so no request of the old page races ours.
      await page.goto("/contacts");
      // The session ends elsewhere (signed out on another device): the page's stored pair stops working.
      expect(await endSessionElsewhere(page)).toBe(200);
      await openWithoutQueryCache(page, "/profile");
      await expect(page.getByText("Время сессии истекло. Пожалуйста авторизуйтесь!")).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
    });
  });
});
