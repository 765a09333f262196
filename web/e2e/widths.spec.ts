import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "./support/sign-in";
import { navigateInApp } from "./support/navigate";

/**
 * Every page fits every width from 320 px to 1440 px (issue #17): each route of the public site,
 * the auth pages and each role's cabinet (demo data) is opened once, then the window is resized
 * through the widths. A page fails on horizontal overflow of the document, or on text spilling
 * out of its box in the left menu or the header.
 */
const WIDTHS = [320, 390, 768, 1024, 1025, 1280, 1440];

const PUBLIC = [
  "/",
  "/course",
  "/schools",
  "/school/1",
  "/contacts",
  "/requisites",
  "/legalInformation",
  "/landing/courses/1",
  "/landing/courses/2",
  "/landing/articles",
  "/invite/not-a-token",
  "/join/not-a-token",
  "/404",
];
const AUTH = ["/login", "/register", "/forgot", "/password/reset?token=t&email=a%40b.ru"];
const CABINETS: ReadonlyArray<{ email: string; paths: ReadonlyArray<string> }> = [
  {
    email: "student@demo.ru",
    paths: [
      "/myCourses",
      "/myCourses/1",
      "/myCourses/1/lessons",
      "/myCourses/1/discussion",
      "/myCourses/1/classmates",
      "/myCourses/1/rating",
      "/myCourses/1/reviews",
      "/profile",
      "/usersStatistics",
      "/longread/2",
    ],
  },
  { email: "teacher@demo.ru", paths: ["/availableCourses", "/check/1", "/students", "/usersStatistics", "/profile"] },
  {
    email: "owner@demo.ru",
    paths: [
      "/createdCourses",
      "/createdCourses/1/about",
      "/createdCourses/1/constructor",
      "/createdCourses/1/users",
      "/createdCourses/1/settings",
      "/createdCourses/1/statistics",
      "/createdCourses/1/history",
      "/students",
      "/usersStatistics",
      "/preview/1",
      "/profile",
    ],
  },
];

/** What does not fit at the current width: the document wider than the window, or text out of its box in the menu or header. */
const overflowAt = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      problems.push(`page ${root.scrollWidth - root.clientWidth} px wider than the window`);
    for (const el of document.querySelectorAll<HTMLElement>("nav.left-menu *, header *")) {
      const style = getComputedStyle(el);
      if (style.display === "inline" || style.display === "none" || el.clientWidth === 0 || el.offsetParent === null)
        continue;
      if (el.scrollWidth > el.clientWidth + 1 && style.overflowX === "visible") {
        const text = (el.textContent ?? "").trim().slice(0, 30);
        problems.push(
          `"${text}" (${el.tagName.toLowerCase()}.${el.className}) spills ${el.scrollWidth - el.clientWidth} px out of its box`,
        );
      }
    }
    return problems;
  });

const walk = async (page: Page, paths: ReadonlyArray<string>, problems: string[], inApp: boolean): Promise<void> => {
  for (const path of paths) {
    await page.setViewportSize({ width: 1280, height: 800 });
    if (inApp) await navigateInApp(page, path);
    else await page.goto(path);
    await expect(page.locator("h1").first()).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const problem of await overflowAt(page)) problems.push(`${path} at ${width} px: ${problem}`);
    }
  }
};

test("the public and auth pages fit every width", async ({ page }) => {
  const problems: string[] = [];
  await walk(page, [...PUBLIC, ...AUTH], problems, false);
  expect(problems).toEqual([]);
});

for (const cabinet of CABINETS) {
  test(`${cabinet.email}'s cabinet fits every width`, async ({ page }) => {
    const problems: string[] = [];
    await signInAs(page, cabinet.email);
    await walk(page, cabinet.paths, problems, true);
    expect(problems).toEqual([]);
  });
}
