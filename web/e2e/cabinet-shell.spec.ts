import type { Page } from "@playwright/test";
import { PHONE_VIEWPORT } from "./support/both-widths";
import { expect, test } from "./support/fixtures";
import { shot } from "./support/screens";

test.describe("as the demo student", () => {
  test.use({ as: "student" });

  test("two tabs with an expired token both refresh without ending the session, and both stay signed in", async ({
    page,
    context,
    time,
  }) => {
    await page.goto("/profile?qa=1");
    const second = await context.newPage();
    await second.goto("/profile?qa=1");
    await expect(page.getByTestId("profile-email")).toHaveText("student@demo.ru");
    await expect(second.getByTestId("profile-email")).toHaveText("student@demo.ru");
    // Every refresh answer of both tabs, from here to the end (the reloads included).
    const refreshes: number[] = [];
    context.on("response", (response) => {
      if (response.url().endsWith("/api/token/refresh")) refreshes.push(response.status());
    });
    await time.expireAccessTokens();
    const call = (tab: Page) =>
      tab.evaluate(() => Promise.all(Array.from({ length: 5 }, () => window.coursePlatformQa?.get("my-profile"))));
    const [first, other] = await Promise.all([call(page), call(second)]);
    // All ten calls of both tabs succeed.
    expect([...first, ...other].every((answer) => JSON.stringify(answer).includes("student@demo.ru"))).toBe(true);
    // The tabs take turns (navigator.locks), but localStorage reaches the other tab asynchronously, so
    // the second may still refresh with the pair the first has just spent (one refresh or two); the
    // server answers that previous generation with the current pair (10 s grace). What must never
    // happen is a refused refresh: the server would revoke the session and sign both tabs out.
    expect(refreshes.length).toBeGreaterThanOrEqual(1);
    for (const tab of [page, second]) {
      await tab.reload();
      await expect(tab.getByTestId("profile-email")).toHaveText("student@demo.ru");
    }
    expect(refreshes, "every refresh answered 200").toEqual(refreshes.map(() => 200));
  });
});

test.describe("as the school owner", () => {
  test.use({ as: "owner" });

  /** The seven items, then the bell and `Выход`, at any width. */
  const sevenItemsInOrder = async (page: Page): Promise<void> => {
    const seven: Array<[string, string]> = [
      ["Учебные материалы", "/myCourses"],
      ["Мои курсы", "/createdCourses"],
      ["Проверка заданий", "/availableCourses"],
      ["Статистика", "/usersStatistics"],
      ["Ученики", "/students"],
      ["Профиль", "/profile"],
    ];
    const items = page.getByRole("navigation", { name: "Меню кабинета" }).getByRole("listitem");
    // Issue #35: the notifications' bell after the items, then `Выход`.
    await expect(items).toHaveCount(8);
    for (const [index, [name, href]] of seven.entries())
      await expect(items.nth(index).getByRole("link", { name })).toHaveAttribute("href", href);
    await expect(items.nth(6).getByRole("link", { name: "Уведомления" })).toHaveAttribute("href", "/notifications");
    await expect(items.nth(7).getByRole("button", { name: "Выход" })).toBeVisible();
  };

  test("left menu (SPEC §2): seven items in order, the name and a logo to the role's home; it collapses on desktop and is an icon bar at 390 px", async ({
    page,
  }) => {
    const menu = page.getByRole("navigation", { name: "Меню кабинета" });
    await test.step("at 1280 px: the items, the logo and the name; it collapses, and stays so after a reload", async () => {
      await page.goto("/createdCourses");
      await sevenItemsInOrder(page);
      await shot(page, "left-menu-desktop.png");
      await expect(menu.getByRole("link", { name: "Образовательная платформа" }).first()).toHaveAttribute(
        "href",
        "/createdCourses",
      );
      await expect(page.getByTestId("menu-user")).toHaveText("Ольга Смирнова");
      await expect(menu.getByText("Мои курсы")).toBeVisible();
      await menu.getByRole("button", { name: "Свернуть меню" }).click();
      await expect(menu.getByText("Мои курсы")).toBeHidden();
      await expect(menu.getByRole("link", { name: "Мои курсы" })).toBeVisible();
      await page.reload();
      await expect(menu.getByRole("button", { name: "Развернуть меню" })).toBeVisible();
      await menu.getByRole("button", { name: "Развернуть меню" }).click();
      await expect(menu.getByText("Мои курсы")).toBeVisible();
    });

    // The same page resized (the app has no touch- or user-agent-dependent code); the menu is expanded again.
    await test.step("at 390 px: the same items in an icon bar along the bottom, without the logo, the name or the items' words", async () => {
      await page.setViewportSize(PHONE_VIEWPORT);
      await sevenItemsInOrder(page);
      await shot(page, "left-menu-mobile.png");
      const box = await menu.boundingBox();
      expect(box?.height ?? 0).toBeLessThanOrEqual(80);
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(800);
      await expect(menu.getByText("Мои курсы")).toBeHidden();
      await expect(page.getByTestId("menu-user")).toBeHidden();
      await menu.getByRole("link", { name: "Профиль" }).click();
      await expect(page).toHaveURL(/\/profile$/);
    });
  });
});
