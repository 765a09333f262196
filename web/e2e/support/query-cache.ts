import type { Page } from "@playwright/test";

/**
 * Opens `path` with the persisted query cache dropped, so every number on it comes from the server.
 * The app writes its last cache copy when it unloads (lib/api/flushing-persister.ts), so the copy is
 * removed from a same-origin page that is not the app (a JSON answer of the API), after the app has
 * gone and before the next one starts.
 */
export const openWithoutQueryCache = async (page: Page, path: string): Promise<void> => {
  await page.goto("/api/role");
  await page.evaluate(() => localStorage.removeItem("course-platform:queries"));
  await page.goto(path);
};
