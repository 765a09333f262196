import { expect, type Page } from "@playwright/test";

const STATE_KEY = "course-platform:state";

/**
 * Ends the page's session as another device of the same session would by signing out: the page's
 * stored refresh token buys a fresh pair, whose access token logs out. The page's own tokens stop
 * working at once (the server checks the session on every call), so its next call is refused and
 * its refresh too. Call it from a page that calls no API, so no refresh of the page can race it.
 * Answers the logout's status.
 */
export const endSessionElsewhere = async (page: Page): Promise<number> => {
  const stored = await page.evaluate((key) => localStorage.getItem(key) ?? "{}", STATE_KEY);
  const refreshToken = (JSON.parse(stored) as { login: { refresh_token: string } }).login.refresh_token;
  const refreshed = await page.request.post("/api/token/refresh", { data: { refresh_token: refreshToken } });
  expect(refreshed.status(), "the stored refresh token is still good").toBe(200);
  const fresh = ((await refreshed.json()) as { data: { token: string } }).data;
  const ended = await page.request.post("/api/logout", {
    headers: { Authorization: `Bearer ${fresh.token}` },
    data: {},
  });
  return ended.status();
};
