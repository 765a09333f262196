import { expect, test, type Page } from "@playwright/test";
import { E2E_URL } from "./support/e2e-env";
import { signInAs } from "./support/sign-in";
import { navigateInApp } from "./support/navigate";

/**
 * No link in the product leads to a not-found page (issue #14): every same-origin link on the public
 * pages, and in each role's cabinet menus and header, is opened and must render a page of its own.
 */

const PUBLIC_PAGES = [
  "/",
  "/course",
  "/schools",
  "/school/1",
  "/contacts",
  "/requisites",
  "/legalInformation",
  "/landing/courses/1",
  "/landing/articles",
  "/login",
  "/register",
  "/forgot",
];

/** Same-origin hrefs of the links inside `scope` (the whole page by default), without fragments. */
const linksOn = async (page: Page, scope = "body"): Promise<string[]> => {
  const hrefs = await page
    .locator(`${scope} a[href]`)
    .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  return hrefs
    .map((href) => new URL(href))
    .filter(
      (url) =>
        url.origin === new URL(E2E_URL).origin && !url.pathname.startsWith("/api/") && url.pathname !== "/dev/mail",
    )
    .map((url) => `${url.pathname}${url.search}`);
};

/**
 * Opens a path as a click on a link would (inside the running app, no page load: the routes and
 * guards run as on a click) and checks that it is a real page: some heading, not the not-found page.
 */
const expectPage = async (page: Page, path: string, from: string): Promise<void> => {
  await navigateInApp(page, path);
  await expect(page.locator("h1").first(), `${path} (linked from ${from}) renders a page`).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "Страница не найдена!" }),
    `${path} (linked from ${from}) is not the not-found page`,
  ).toHaveCount(0);
};

test("every link on the public pages opens a page", async ({ page }) => {
  const seen = new Map<string, string>();
  await page.goto("/");
  for (const path of PUBLIC_PAGES) {
    await expectPage(page, path, "the list of public pages");
    for (const link of await linksOn(page)) if (!seen.has(link)) seen.set(link, path);
  }
  expect(seen.size).toBeGreaterThan(15);
  for (const [link, from] of seen) await expectPage(page, link, from);
});

for (const account of ["student@demo.ru", "teacher@demo.ru", "owner@demo.ru", "manager@demo.ru", "admin@demo.ru"]) {
  test(`every link of ${account}'s cabinet menu and header opens a page`, async ({ page }) => {
    await signInAs(page, account);
    await expect(page.getByRole("navigation", { name: "Меню кабинета" })).toBeVisible();
    const links = new Set([...(await linksOn(page, "nav.left-menu")), ...(await linksOn(page, "header"))]);
    await navigateInApp(page, "/");
    await expect(page.locator("header.site-header")).toBeVisible();
    for (const link of await linksOn(page, "header")) links.add(link);
    expect(links.size).toBeGreaterThan(3);
    for (const link of links) await expectPage(page, link, `${account}'s menus`);
  });
}
