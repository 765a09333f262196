import { expect, type Page } from "@playwright/test";

const STATE_KEY = "course-platform:state";

/**
 * Signs the page's session out as another device of the same session would: the page's stored
 * refresh token buys a fresh pair, whose access token logs out at once. A 2-second access token may
 * still expire between the two calls on a loaded machine, so the pair is tried again (each time with
 * the newest refresh token) until the logout is accepted. Answers the logout's status.
 */
export const endSessionElsewhere = async (page: Page): Promise<number> => {
  const stored = await page.evaluate((key) => localStorage.getItem(key) ?? "{}", STATE_KEY);
  let refreshToken = (JSON.parse(stored) as { login: { refresh_token: string } }).login.refresh_token;
  let status = 0;
  for (let attempt = 0; attempt < 5 && status !== 200; attempt += 1) {
    const refreshed = await page.request.post("/api/token/refresh", { data: { refresh_token: refreshToken } });
    expect(refreshed.status(), "the stored refresh token is still good").toBe(200);
    const fresh = ((await refreshed.json()) as { data: { token: string; refresh_token: string } }).data;
    refreshToken = fresh.refresh_token;
    const ended = await page.request.post("/api/logout", {
      headers: { Authorization: `Bearer ${fresh.token}` },
      data: {},
    });
    status = ended.status();
  }
  return status;
};
