import type { Page } from "@playwright/test";
import { PHONE_VIEWPORT } from "./support/both-widths";
import { expect, test } from "./support/fixtures";
import { shot } from "./support/screens";
import { navigateInApp } from "./support/navigate";

const isMobile = (page: Page): boolean => (page.viewportSize()?.width ?? 1280) <= 1024;

/** On a phone the menu sits behind the burger: open it first. */
const openMenuIfMobile = async (page: Page): Promise<void> => {
  if (isMobile(page)) await page.getByRole("button", { name: "Открыть меню" }).click();
};

const nav = (page: Page) => page.getByRole("navigation", { name: "Главное меню" });
const headerLogo = (page: Page) =>
  page.locator(".site-header").getByRole("link", { name: "Образовательная платформа — на главную" });

/**
 * Turns the mouse wheel over the header (the part of the page the open menu leaves uncovered; over
 * the menu itself its own `overscroll-behavior` keeps a wheel from the page, lock or not) and answers
 * where the page stands once the wheel is handled: two frames after the page got the wheel event.
 * Scrolling shows within them (this Chromium scrolls a wheel's distance at once), so a page that did
 * not move by then does not move from that wheel.
 */
const wheelOverHeader = async (page: Page, deltaY: number): Promise<number> => {
  const settled = page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        addEventListener("wheel", () => requestAnimationFrame(() => requestAnimationFrame(() => resolve(scrollY))), {
          once: true,
          passive: true,
        }),
      ),
  );
  await page.mouse.move(200, 30);
  await page.mouse.wheel(0, deltaY);
  return settled;
};

/** Signed out: the main page's menu, 'Войти' last leading to /login; the header's logo by the width. */
const mainPageHeader = async (page: Page, width: string): Promise<void> => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Учитесь у лучших школ и авторов" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Готовы поделиться знаниями?" })).toBeAttached();
  await shot(page, `landing-${width}.png`, { fullPage: true });
  if (isMobile(page)) await expect(headerLogo(page)).toBeVisible();
  else {
    // The breakpoint itself, by resizing the desktop window around it.
    await expect(headerLogo(page)).toBeHidden();
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(headerLogo(page)).toBeVisible();
    await page.setViewportSize({ width: 1025, height: 800 });
    await expect(headerLogo(page)).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await openMenuIfMobile(page);
  const links = nav(page).getByRole("link");
  await expect(links).toHaveText(["Стать автором", "Каталог курсов", "Школы и авторы", /^Блог/, "Войти"]);
  await expect(nav(page).getByRole("link", { name: "Стать автором" })).toHaveAttribute("href", "#author");
  await expect(nav(page).getByRole("link", { name: "Каталог курсов" })).toHaveAttribute("href", "/course");
  await expect(nav(page).getByRole("link", { name: "Школы и авторы" })).toHaveAttribute("href", "/schools");
  const blog = nav(page).getByRole("link", { name: /^Блог/ });
  await expect(blog).toHaveAttribute("href", "/landing/articles");
  await expect(blog).toHaveAttribute("target", "_blank");
  await nav(page).getByRole("link", { name: "Войти" }).click();
  await expect(page).toHaveURL(/\/login$/);

  await navigateInApp(page, "/contacts");
  await expect(page.getByRole("heading", { level: 1, name: "Контакты" })).toBeVisible();
  await expect(headerLogo(page)).toBeVisible();
  await expect(headerLogo(page)).toHaveAttribute("href", "/");
};

/** At 1024 px or less the burger toggles the menu, keeps the page from scrolling and closes on Escape; wider there is none. */
const burgerToggles = async (page: Page, width: string): Promise<void> => {
  await page.goto("/");
  const burger = page.getByRole("button", { name: "Открыть меню" });
  if (!isMobile(page)) {
    await expect(burger).toBeHidden();
    await expect(nav(page)).toBeVisible();
    return;
  }
  await expect(nav(page)).toBeHidden();
  await expect(burger).toHaveAttribute("aria-expanded", "false");
  const scrollable = await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight + 100);
  expect(scrollable, "the landing page is taller than the phone screen").toBe(true);
  await burger.click();
  const close = page.getByRole("button", { name: "Закрыть меню" });
  await expect(close).toHaveAttribute("aria-expanded", "true");
  await expect(nav(page)).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
  // The menu slides in (0.2 s): the picture shows it once it is there.
  await nav(page).evaluate((menu) => Promise.all(menu.getAnimations().map((animation) => animation.finished)));
  await shot(page, `burger-open-${width}.png`);
  expect(await wheelOverHeader(page, 600), "a wheel beside the open menu does not move the page").toBe(0);
  await page.keyboard.press("Escape");
  await expect(nav(page)).toBeHidden();
  await expect(page.getByRole("button", { name: "Открыть меню" })).toBeFocused();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
  expect(await wheelOverHeader(page, 600), "once it is closed, the same wheel scrolls").toBeGreaterThan(0);
};

/** The footer's parts and links; its information links open their pages in the public layout, at the top. */
const footerAndItsPages = async (page: Page, width: string): Promise<void> => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText("© 2023. Все права защищены")).toBeVisible();
  await expect(footer.getByText("Связь с нами")).toBeVisible();
  await expect(footer.getByRole("link", { name: "info@course-platform.ru" })).toHaveAttribute(
    "href",
    "mailto:info@course-platform.ru",
  );
  await expect(footer.getByRole("link", { name: "Образовательная платформа — на главную" })).toBeVisible();
  const columns = footer.getByRole("navigation", { name: "Ссылки в подвале сайта" });
  await expect(columns.getByRole("heading", { name: "Сотрудничество" })).toBeVisible();
  await expect(columns.getByRole("heading", { name: "Информация" })).toBeVisible();
  const expected: Array<[string, string]> = [
    ["О компании", "/#"],
    ["Авторам курсов", "/#"],
    ["Школам", "/#"],
    ["Все программы", "/#"],
    ["Реквизиты", "/requisites"],
    ["Контакты", "/contacts"],
    ["Правовая информация", "/legalInformation"],
    ["Сертификаты", "/certificates"],
  ];
  await expect(columns.getByRole("link")).toHaveText(expected.map(([name]) => name));
  for (const [name, href] of expected)
    await expect(columns.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);

  // The information links open their pages in the public layout, scrolled to the top.
  const pages: Array<[string, string, RegExp]> = [
    ["Реквизиты", "/requisites", /ИНН/],
    ["Контакты", "/contacts", /info@course-platform\.ru/],
    ["Правовая информация", "/legalInformation", /Политика обработки персональных данных/],
  ];
  for (const [name, path, content] of pages) {
    await footer.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(content);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(footer).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveTitle(`${name} — Образовательная платформа`);
  }
  await shot(page, `legal-${width}.png`, { fullPage: true });
};

/** Signed in: the header's button reads 'В личный кабинет' and leads to the role's home. */
const cabinetButton = async (page: Page): Promise<void> => {
  await page.goto("/");
  await openMenuIfMobile(page);
  const cabinet = nav(page).getByRole("link", { name: "В личный кабинет" });
  await expect(cabinet).toHaveAttribute("href", "/availableCourses");
  await expect(nav(page).getByRole("link", { name: "Войти" })).toHaveCount(0);
  await cabinet.click();
  await expect(page).toHaveURL(/\/availableCourses$/);
};

/**
 * One seed and one page, signed out, nothing changed: each check at 1280 px, then the same page
 * resized to 390 px (the app has no touch- or user-agent-dependent code). Between the checks the
 * page moves by its own links where a check does not need a fresh page.
 */
test("header, burger menu and footer (SPEC §2), signed out, at 1280 and at 390 px", async ({ page }) => {
  await test.step("signed out: the main page's menu, 'Войти' last leading to /login; the logo only at 1024 px or less there, on other public pages always", async () => {
    await page.goto("/");
    await mainPageHeader(page, "desktop");
  });

  await test.step("at 1024 px or less it toggles the menu, keeps the page from scrolling and closes on Escape (none at 1280 px)", async () => {
    // From /contacts, where the step above ended, by the header's logo.
    await headerLogo(page).click();
    await expect(page).toHaveURL(/\/$/);
    await burgerToggles(page, "desktop");
  });

  await test.step("footer (SPEC §2): logo, rights line, e-mail and both link columns; its information pages open at the top", async () => {
    await footerAndItsPages(page, "desktop");
  });

  await page.setViewportSize(PHONE_VIEWPORT);

  await test.step("signed out: the main page's menu … — at 390 px", async () => {
    await page.goto("/");
    await mainPageHeader(page, "mobile");
  });

  await test.step("at 1024 px or less it toggles the menu, keeps the page from scrolling and closes on Escape — at 390 px", async () => {
    // From /contacts, where the step above ended, by the header's logo: the main page opens at its top.
    await headerLogo(page).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await burgerToggles(page, "mobile");
  });

  await test.step("at 390 px the burger is keyboard operable: Enter opens it and Tab reaches its links", async () => {
    await page.goto("/");
    await page.getByRole("button", { name: "Открыть меню" }).focus();
    await page.keyboard.press("Enter");
    await expect(nav(page)).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(nav(page).getByRole("link", { name: "Стать автором" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/becomeAuthorModal=true/);
    await expect(nav(page)).toBeHidden();
  });

  await test.step("footer (SPEC §2) … — at 390 px", async () => {
    await page.goto("/");
    await footerAndItsPages(page, "mobile");
  });
});

test.describe("signed in as the teacher", () => {
  test.use({ as: "teacher" });

  test("the button reads 'В личный кабинет' and leads to the role's home", async ({ page }) => {
    await test.step("at 1280 px", () => cabinetButton(page));
    // The same page resized (the app has no touch- or user-agent-dependent code): behind the burger.
    await test.step("at 390 px", async () => {
      await page.setViewportSize(PHONE_VIEWPORT);
      await cabinetButton(page);
    });
  });
});

/**
 * One seed and one page, signed out, nothing changed. The prerender comes first: it needs the page
 * before the app's scripts ever ran in it.
 */
test("the prerendered landing page, the header's keyboard order, and each layout (SPEC §2)", async ({
  page,
  request,
}, info) => {
  await test.step("prerendered landing page: its HTML already holds the page (it paints before any script runs, other addresses get the empty shell); the app then renders over it once", async () => {
    const html = await (await request.get("/")).text();
    expect(html).toContain("Учитесь у лучших школ и авторов");
    expect(html).toContain("Выбрать курс");
    const other = await (await request.get("/contacts")).text();
    expect(other).not.toContain("Учитесь у лучших школ и авторов");
    expect(other).toContain('<div id="root"></div>');
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Учитесь у лучших школ и авторов" })).toBeVisible();
    await shot(page, `landing-without-js-${info.project.name}.png`);

    // With its scripts: one header, one footer, the catalogue and the author application offered.
    await page.unroute(/\.js$/);
    await page.reload();
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2, name: "Что даёт платформа" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 3, name: "Студентам" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 3, name: "Авторам" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 3, name: "Школам" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Выбрать курс" })).toHaveAttribute("href", "/course");
    // The prerendered link does nothing without the app: the dialog shows that the app has taken over.
    await main.getByRole("link", { name: "Стать автором" }).first().click();
    await expect(page.getByRole("dialog", { name: "Стать автором" })).toBeVisible();
    await expect(page.locator("header.site-header")).toHaveCount(1);
    await expect(page.getByRole("contentinfo")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  });

  await test.step("keyboard: Tab walks the header in order, and the author link opens the modal with Enter", async () => {
    await page.goto("/contacts");
    await expect(page.getByRole("heading", { level: 1, name: "Контакты" })).toBeVisible();
    const expected = [
      "Перейти к содержанию",
      "Образовательная платформа — на главную",
      "Стать автором",
      "Каталог курсов",
      "Школы и авторы",
      "Блог (откроется в новой вкладке)",
      "Войти",
    ];
    const reached: string[] = [];
    for (let step = 0; step < expected.length; step += 1) {
      await page.keyboard.press("Tab");
      reached.push(
        await page.evaluate(() => {
          const active = document.activeElement as HTMLElement | null;
          return (active?.getAttribute("aria-label") ?? active?.innerText ?? "").replace(/\s+/g, " ").trim();
        }),
      );
    }
    expect(reached).toEqual(expected);
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(nav(page).getByRole("link", { name: "Стать автором" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "Стать автором" })).toBeVisible();
  });

  await test.step("auth pages have no header, menu or footer; public pages have both; /school/{id} the app layout without the left menu", async () => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    // Each page as a link would open it: the router picks the layout, without a page load each.
    const publicPages: Array<[string, string]> = [
      ["/", "Учитесь у лучших школ и авторов"],
      ["/requisites", "Реквизиты"],
      ["/contacts", "Контакты"],
      ["/legalInformation", "Правовая информация"],
    ];
    for (const [path, heading] of publicPages) {
      await navigateInApp(page, path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole("banner")).toHaveCount(1);
      await expect(page.getByRole("main")).toHaveCount(1);
      await expect(page.getByRole("contentinfo")).toHaveCount(1);
    }
    // A school's page: header, page container and footer, no left menu.
    await navigateInApp(page, "/school/1");
    await expect(page.getByRole("main")).toHaveClass(/page-container/);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(1);
    await expect(page.getByRole("contentinfo")).toHaveCount(1);
    await expect(page.getByRole("navigation", { name: "Меню кабинета" })).toHaveCount(0);
  });
});
