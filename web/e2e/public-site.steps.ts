import type { Page } from "@playwright/test";
import { expect } from "./support/fixtures";
import { shot } from "./support/screens";
import { navigateInApp } from "./support/navigate";

// The public site journey's steps: the header and its menu, the burger, the footer and its pages, the cabinet button.

const isMobile = (page: Page): boolean => (page.viewportSize()?.width ?? 1280) <= 1024;

/** On a phone the menu sits behind the burger: open it first. */
const openMenuIfMobile = async (page: Page): Promise<void> => {
  if (isMobile(page)) await page.getByRole("button", { name: "Открыть меню" }).click();
};

export const nav = (page: Page) => page.getByRole("navigation", { name: "Главное меню" });
export const headerLogo = (page: Page) =>
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
export const mainPageHeader = async (page: Page, width: string): Promise<void> => {
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
export const burgerToggles = async (page: Page, width: string): Promise<void> => {
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
export const footerAndItsPages = async (page: Page, width: string): Promise<void> => {
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
export const cabinetButton = async (page: Page): Promise<void> => {
  await page.goto("/");
  await openMenuIfMobile(page);
  const cabinet = nav(page).getByRole("link", { name: "В личный кабинет" });
  await expect(cabinet).toHaveAttribute("href", "/availableCourses");
  await expect(nav(page).getByRole("link", { name: "Войти" })).toHaveCount(0);
  await cabinet.click();
  await expect(page).toHaveURL(/\/availableCourses$/);
};
