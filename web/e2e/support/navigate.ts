import type { Page } from "@playwright/test";

/**
 * Opens `path` inside the running app, as a click on a link would: the history changes and the
 * router (wouter) follows, with no page load. The route guards run exactly as on a link click.
 */
export const navigateInApp = async (page: Page, path: string): Promise<void> => {
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);
};
