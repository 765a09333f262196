import { MODAL_CLOSE_DELAY_MS } from "@app/domain/constants";
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from "./support/both-widths";
import { expect, test } from "./support/fixtures";
import { shot } from "./support/screens";
import { navigateInApp } from "./support/navigate";
import {
  cabinetMenu,
  pauseClock,
  SHAPES,
  skipLinkLeadsPastTheMenus,
  avatarsHaveTheirSizes,
  toastClosesAfterFiveSeconds,
  profileGets,
} from "./app-shell.steps";

/** Issue #6 shell points not covered elsewhere: longread layout, 404, avatars, modal and toast timing, the profile query. */

/**
 * One seed, a visitor's page and the owner's cabinet in a window of its own; nothing is changed. The
 * 390-px checks resize the same windows (the app has no touch- or user-agent-dependent code).
 */
test("the skip link of the public and the cabinet layouts, and the owner's avatars, at 1280 and at 390 px", async ({
  page,
  openAs,
}) => {
  const cabinet = await openAs("owner");

  await test.step("«Перейти к содержанию» is the first tab stop of the public and the cabinet layouts: shown when focused, it leads past the header and menu", async () => {
    await skipLinkLeadsPastTheMenus(page, cabinet, "desktop");
  });

  await test.step("avatars: 55 in the left menu (40 collapsed), 40 in the profile header, 124 on the profile", async () => {
    await avatarsHaveTheirSizes(cabinet, "desktop");
  });

  await test.step("«Перейти к содержанию» … — at 390 px", async () => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await cabinet.setViewportSize(PHONE_VIEWPORT);
    await skipLinkLeadsPastTheMenus(page, cabinet, "mobile");
  });

  await test.step("avatars … — at 390 px", async () => {
    await avatarsHaveTheirSizes(cabinet, "mobile");
  });
});

/**
 * One seed and one visitor's page; nothing is changed (the two wrong sign-ins stay under the limit of
 * five). The toast's 390-px check resizes the same page.
 */
test("a visitor: the not-found page, a signed-out longread, a toast's and a modal's timing", async ({ page, time }) => {
  // The page's clock is faked (it flows until the last step pauses it) for the modal's 350 ms.
  await time.install(page);

  await test.step("not-found page: /404 and unknown addresses show it, and it leads home", async () => {
    for (const path of ["/404", "/no-such-page", "/also/no/such/page"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: "Страница не найдена!" }), path).toBeVisible();
      await expect(page).toHaveTitle("Страница не найдена — Образовательная платформа");
    }
    await shot(page, "not-found-desktop.png");
    await page.getByRole("link", { name: "Перейти на главную" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  });

  await test.step("signed out, a longread goes to /login", async () => {
    await page.goto("/longread/1");
    await expect(page).toHaveURL(/\/login\?next=%2Flongread%2F1$/);
  });

  await test.step("a toast sits bottom-left and closes by itself after 5 s, not before", async () => {
    await toastClosesAfterFiveSeconds(page, "desktop");
  });

  await test.step("a toast … — at 390 px", async () => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await toastClosesAfterFiveSeconds(page, "mobile");
    await page.setViewportSize(DESKTOP_VIEWPORT);
  });

  await test.step("a modal closes 350 ms after its close animation starts, and the close animation plays meanwhile", async () => {
    await page.goto("/?becomeAuthorModal=true");
    const dialog = page.getByRole("dialog", { name: "Стать автором" });
    await expect(dialog).toBeVisible();
    await pauseClock(page);
    await dialog.getByRole("button", { name: "Закрыть" }).click();
    await expect(page).not.toHaveURL(/becomeAuthorModal/);
    const backdrop = page.locator(".modal-backdrop.modal-closing");
    await expect(backdrop.getByRole("dialog"), "still there, closing").toBeVisible();
    const playing = await backdrop.evaluate((element) =>
      element.getAnimations({ subtree: true }).map((animation) => (animation as CSSAnimation).animationName),
    );
    expect(playing, "the close animation plays").toEqual(expect.arrayContaining(["modal-fade-out", "modal-pop-out"]));
    await time.advance(349);
    await expect(dialog, "still open until 350 ms have passed").toHaveCount(1);
    await time.advance(1);
    await expect(dialog).toHaveCount(0);
  });
});

test.describe("as the demo student", () => {
  test.use({ as: "student" });

  /**
   * One seed and one page, moved between the cabinet's screens by its links. The save of the first
   * step writes the profile as it was; logout, which ends the session, comes last.
   */
  test("the demo student: the profile query (SPEC §4, §9), every longread shape, the welcome modal's 350 ms, the keyboard through it and the menu, then logout", async ({
    page,
    time,
  }) => {
    // The page's clock is faked from the start (it flows like the real one until a step pauses it).
    await time.install(page);
    const gets = profileGets(page);

    await test.step("the profile is fetched once, kept while fresh (the logo leads to the study materials), and fetched again after a save", async () => {
      await page.goto("/myCourses");
      await expect(page.getByTestId("menu-user")).toHaveText("Сергей Иванов");
      expect(gets.count(), "fetched once on the first page").toBe(1);

      // Moving around the cabinet within the minute reuses the fresh profile. The menu's logo leads a
      // student to his study materials.
      await cabinetMenu(page).getByRole("link", { name: "Профиль" }).click();
      await expect(page.getByTestId("profile-email")).toHaveText("student@demo.ru");
      await cabinetMenu(page).getByRole("link", { name: "Образовательная платформа" }).first().click();
      await expect(page).toHaveURL(/\/myCourses$/);
      await expect(page.getByRole("heading", { level: 1, name: "Учебные материалы" })).toBeVisible();
      await cabinetMenu(page).getByRole("link", { name: "Профиль" }).click();
      await expect(page.getByTestId("profile-email")).toHaveText("student@demo.ru");
      expect(gets.count(), "no refetch while fresh").toBe(1);

      await page.getByRole("button", { name: "Сохранить", exact: true }).click();
      await expect(page.getByText("Изменения сохранены")).toBeVisible();
      await expect.poll(() => gets.count(), { message: "refetched after the save" }).toBe(2);
    });

    await test.step("every longread shape opens in the longread layout; deeper than a lesson is not found", async () => {
      await cabinetMenu(page).getByRole("link", { name: "Учебные материалы" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Учебные материалы" })).toBeVisible();
      // Each shape as a link would open it: the router and its guards run, without a page load each.
      for (const path of SHAPES) {
        await navigateInApp(page, path);
        await expect(page, path).toHaveURL(new RegExp(`${path}$`));
        // The bare /longread names the view; a course's longread is headed by the course's name.
        await expect(
          page.getByRole("heading", {
            level: 1,
            name: path === "/longread" ? "Лонгрид" : "Веб-разработка на TypeScript",
          }),
        ).toBeVisible();
        await expect(page.locator("main.layout-longread")).toBeVisible();
        await expect(cabinetMenu(page)).toHaveCount(0);
        await expect(page.getByRole("contentinfo")).toHaveCount(0);
        await expect(page.locator(".site-header")).toHaveCount(0);
        await expect(page).toHaveTitle(
          path === "/longread"
            ? "Лонгрид — Образовательная платформа"
            : "Лонгрид: Веб-разработка на TypeScript — Образовательная платформа",
        );
      }
      await shot(page, "longread-desktop.png", { fullPage: true });
      await page.goto("/longread/1/lessons/2/3/4");
      await expect(page.getByRole("heading", { name: "Страница не найдена!" })).toBeVisible();
    });

    await test.step("the welcome modal in the cabinet closes after the same 350 ms, not at once", async () => {
      await page.goto("/myCourses?showWelcomeModal");
      const dialog = page.getByRole("dialog", { name: "Регистрация прошла успешно" });
      await expect(dialog).toBeVisible();
      await pauseClock(page);
      await dialog.getByRole("button", { name: "Закрыть" }).click();
      await expect(page.locator(".modal-backdrop.modal-closing").getByRole("dialog")).toBeVisible();
      await time.advance(349);
      await expect(dialog).toHaveCount(1);
      await time.advance(1);
      await expect(dialog).toHaveCount(0);
      await expect(page).toHaveURL(/\/myCourses$/);
      // The next step's page runs on flowing time again, as it did in a test of its own.
      await page.clock.resume();
    });

    // Was keyboard.spec.ts (issue #17): a keyboard user in the cabinet. The page sweep proves each
    // screen's names and roles; this is the walk between them that only a real browser's focus shows.
    await test.step("the welcome dialog keeps Tab inside until Escape, then the menu is reached and followed by keyboard", async () => {
      await page.goto("/myCourses?showWelcomeModal=true");
      const dialog = page.getByRole("dialog", { name: "Регистрация прошла успешно" });
      await expect(dialog).toBeVisible();
      for (let press = 0; press < 6; press += 1) {
        await page.keyboard.press("Tab");
        expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      }

      await page.keyboard.press("Escape");
      // The close animation has started (lib/ui/modal.tsx): time moves over the 350 ms after which the dialog unmounts.
      await expect(page.locator(".modal-backdrop:not(.modal-closing)")).toHaveCount(0);
      await time.advance(MODAL_CLOSE_DELAY_MS);
      await expect(dialog).toHaveCount(0);
      await expect(page).toHaveURL(/\/myCourses$/);

      let onProfile = false;
      for (let press = 0; press < 15 && !onProfile; press += 1) {
        await page.keyboard.press("Tab");
        onProfile = await page.evaluate(() => document.activeElement?.textContent?.includes("Профиль") ?? false);
      }
      expect(onProfile, "Tab reaches the menu's 'Профиль'").toBe(true);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/profile$/);
    });

    await test.step("logout clears the tokens, the modal state and the persisted cache; the next user sees his own profile", async () => {
      await cabinetMenu(page).getByRole("link", { name: "Профиль" }).click();
      await expect(page.getByTestId("profile-email")).toHaveText("student@demo.ru");
      const persisted = () => page.evaluate(() => localStorage.getItem("course-platform:queries") ?? "");
      // The cache is written at most once a second (SPEC §9's persister throttle).
      await time.advance(1_000);
      await expect.poll(persisted).toContain("student@demo.ru");

      await cabinetMenu(page).getByRole("button", { name: "Выход" }).click();
      await expect(page).toHaveURL(/\/login$/);
      const state = await page.evaluate(
        () =>
          JSON.parse(localStorage.getItem("course-platform:state") ?? "{}") as {
            login?: { isAuth: boolean; token: string; refresh_token: string };
            app?: { modal: boolean };
          },
      );
      expect(state.login).toMatchObject({ isAuth: false, token: "", refresh_token: "" });
      expect(state.app?.modal ?? false).toBe(false);
      await time.advance(1_000);
      await expect.poll(persisted, { message: "no cached profile after logout" }).not.toContain("student@demo.ru");

      // Someone else signs in on the same page (the form: the page keeps its memory cache).
      await page.getByLabel("E-mail").fill("owner@demo.ru");
      await page.getByLabel("Пароль").fill("demo123");
      await page.getByRole("button", { name: "Войти" }).click();
      await expect(page).toHaveURL(/\/createdCourses$/);
      await expect(page.getByTestId("menu-user")).toHaveText("Ольга Смирнова");
    });
  });
});

test.describe("as the teacher", () => {
  test.use({ as: "teacher" });

  test("the longread leads back to the course and its logo to the role's home", async ({ page }) => {
    await page.goto("/longread/2/lessons/2");
    const bar = page.getByRole("navigation", { name: "Навигация лонгрида" });
    await expect(bar.getByRole("link", { name: "Образовательная платформа — на главную" })).toHaveAttribute(
      "href",
      "/availableCourses",
    );
    await bar.getByRole("link", { name: "Обзор курса" }).click();
    await expect(page).toHaveURL(/\/myCourses\/2\/overview$/);
    await expect(cabinetMenu(page)).toBeVisible();
    await navigateInApp(page, "/longread");
    await page.getByRole("link", { name: "К учебным материалам" }).click();
    await expect(page).toHaveURL(/\/myCourses$/);
  });
});
