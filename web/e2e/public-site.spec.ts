import { PHONE_VIEWPORT } from "./support/both-widths";
import { expect, test } from "./support/fixtures";
import { shot } from "./support/screens";
import { navigateInApp } from "./support/navigate";
import { nav, headerLogo, mainPageHeader, burgerToggles, footerAndItsPages, cabinetButton } from "./public-site.steps";

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
