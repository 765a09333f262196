import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "./support/sign-in";
import { navigateInApp } from "./support/navigate";

/**
 * Every string a user or a screen reader meets is Russian (issue #17): the visible text, the
 * accessible names (aria-label, title, alt) and the placeholders of each page a role opens are
 * scanned for Latin-script words. Allowed: e-mail addresses and links, brand and product names of
 * the demo courses, the phone field's country codes, keyboard keys and file formats. Text people typed
 * (marked translate="no", as course and file names are) is theirs and is left out.
 */
const ALLOWED = new Set([
  // product and brand names in the demo courses and the landing page
  "Python",
  "TypeScript",
  "JavaScript",
  "React",
  "SQL",
  "UX",
  "UI",
  "Figma",
  "Agile",
  "Kanban",
  "Excel",
  "SMM",
  "HTML",
  "CSS",
  "IT",
  // the label GUIDE fixes for the e-mail field, and the phone field's country codes (ISO 3166)
  "E-mail",
  "e-mail",
  "Email",
  "RU",
  "KZ",
  "BY",
  "GE",
  "US",
  // the term Russian legal texts use for browser cookies («файлы cookie»)
  "cookie",
  // keyboard shortcuts shown beside buttons (GUIDE: Ctrl+Z, Ctrl+Shift+Z; the toast region's Alt+T)
  "Ctrl",
  "Shift",
  "Alt",
  "Z",
  "T",
  // the rich editor's heading glyphs H2 and H3 (the buttons' names are Russian: Заголовок, Подзаголовок)
  "H",
  // file formats
  "PDF",
  "PNG",
  "JPEG",
  "JPG",
  "WebP",
  "GIF",
  "MP3",
  "MP4",
  "ZIP",
  "JSON",
  "SVG",
  "CSV",
]);

const PUBLIC = [
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
  "/invite/x",
  "/join/x",
  "/404",
];
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
    ],
  },
  { email: "teacher@demo.ru", paths: ["/availableCourses", "/check/1", "/students", "/usersStatistics"] },
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
      "/createdCourses/1/history/unpublished",
      "/students",
      "/preview/1",
    ],
  },
];

/** The Latin-script words of what the page shows and names, without e-mails and links. */
const latinWords = (page: Page) =>
  page.evaluate(() => {
    const texts = [document.title, document.body.innerText];
    for (const el of document.querySelectorAll<HTMLElement>("[aria-label], [title], [placeholder], img[alt]")) {
      if (el.closest('[translate="no"]') !== null) continue;
      for (const attribute of ["aria-label", "title", "placeholder", "alt"]) {
        const value = el.getAttribute(attribute);
        if (value !== null) texts.push(value);
      }
    }
    const words = (text: string): string[] =>
      text
        .replace(/\S+@\S+/g, " ")
        .replace(/\b(?:https?:\/\/|www\.)\S+/g, " ")
        .replace(/\/[\w/.-]+/g, " ")
        .match(/[A-Za-z]+(?:-[A-Za-z]+)*/g) ?? [];
    // What people typed (course names, marked translate="no") is theirs, not the interface's.
    const typed = new Set(
      [...document.querySelectorAll<HTMLElement>('[translate="no"]')].flatMap((el) => words(el.innerText)),
    );
    return [...new Set(words(texts.join("\n")))].filter((word) => !typed.has(word));
  });

const scan = async (page: Page, paths: ReadonlyArray<string>, inApp: boolean): Promise<string[]> => {
  const found: string[] = [];
  for (const path of paths) {
    if (inApp) await navigateInApp(page, path);
    else await page.goto(path);
    await expect(page.locator("h1").first()).toBeVisible();
    await expect(page.getByText("Загрузка…")).toHaveCount(0);
    for (const word of await latinWords(page)) if (!ALLOWED.has(word)) found.push(`${path}: ${word}`);
  }
  return found;
};

test("the public and auth pages speak Russian", async ({ page }) => {
  expect(await scan(page, PUBLIC, false)).toEqual([]);
});

for (const cabinet of CABINETS) {
  test(`${cabinet.email}'s cabinet speaks Russian`, async ({ page }) => {
    await signInAs(page, cabinet.email);
    expect(await scan(page, cabinet.paths, true)).toEqual([]);
  });
}
