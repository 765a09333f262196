import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { LOADING_TEXT, NOT_FOUND_HEADING } from "./app-texts";
import { navigateInApp } from "./navigate";
import { settled } from "./settled";

/** Paths the server answers itself (API, files, the dev mailbox, assets), not pages of the app. */
const isServerPath = (pathname: string): boolean => /^\/(?:api|dev)\//.test(pathname) || /\.\w+$/.test(pathname);

/**
 * The link a target stands for: its route, the path with its ids as `:id`. The links a list makes for
 * its items (the catalogue's course cards, the courses to check, the created courses) are one link:
 * made by one component from the ids of the answer that drew the list, they are followed once, not
 * once per item. A query only chooses what the page shows (a tab, a filter, where to go next), not
 * whether the page is there.
 */
export const linkRoute = (target: string): string =>
  new URL(target, "http://x").pathname.replace(/\/\d+(?=\/|$)/g, "/:id");

/** Same-origin targets of the page's links (`<a href>`), as path and query, without fragments. */
export const linkTargetsOn = async (page: Page): Promise<string[]> => {
  const { origin } = new URL(page.url());
  const hrefs = await page
    .locator("a[href]")
    .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  const targets = hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin)
    .map((url) => `${url.pathname}${url.search}`);
  return [...new Set(targets)];
};

/**
 * What is wrong with a link to `target`, or undefined when it opens something, as a click would: a
 * server path must answer 2xx to a plain GET (no session: a link opened in a new tab has none); an
 * app route is opened inside the running app (no page load: the routes and guards run as on a click)
 * and, once `dataLoaded` answers, must show a page of its own: some heading, not the not-found page.
 */
export const linkProblem = async (
  page: Page,
  request: APIRequestContext,
  target: string,
  dataLoaded: () => Promise<void>,
): Promise<string | undefined> => {
  if (isServerPath(new URL(target, "http://x").pathname)) {
    const status = (await request.get(target)).status();
    return status < 300 ? undefined : `${target} answers ${status}`;
  }
  await navigateInApp(page, target);
  await settled(page);
  await dataLoaded();
  try {
    await expect(page.getByText(LOADING_TEXT)).toHaveCount(0);
    await expect(page.locator("h1").first()).toBeVisible();
  } catch {
    return `${target} shows no page: no heading, or it never stops loading`;
  }
  const notFound = await page.getByRole("heading", { name: NOT_FOUND_HEADING }).count();
  return notFound === 0 ? undefined : `${target} is the not-found page`;
};
