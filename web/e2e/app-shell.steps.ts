import { TOAST } from "@app/domain/constants";
import type { Page } from "@playwright/test";
import { DESKTOP_VIEWPORT } from "./support/both-widths";
import { expect } from "./support/fixtures";
import { shot } from "./support/screens";

// The shell journeys' steps: the skip link, the avatars' sizes, a toast's timing, the paused clock, profile fetches.

const isMobile = (page: Page): boolean => (page.viewportSize()?.width ?? 1280) <= 1024;
export const cabinetMenu = (page: Page) => page.getByRole("navigation", { name: "Меню кабинета" });

/**
 * Stops the page's clock: from then on its timers fire only when the test moves time. A pause cannot
 * go back, and the clock flows until the call lands (on a loaded machine that once took over a
 * second), so it aims a second ahead of the page's time, and further ahead when that was too close.
 */
export const pauseClock = async (page: Page): Promise<void> => {
  for (let ahead = 1_000; ; ahead *= 4) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + ahead);
      return;
    } catch (error) {
      if (ahead >= 64_000 || !String(error).includes("Cannot fast-forward to the past")) throw error;
    }
  }
};

// Course 2 is read as one long page (its `Лонгрид` on in the demo seed); with it off a longread
// address goes to the lesson view (longread.spec.ts).
export const SHAPES = [
  "/longread",
  "/longread/2",
  "/longread/2/lessons",
  "/longread/2/lessons/2",
  "/longread/2/lessons/2/3",
];

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  return found === null ? null : { width: Math.round(found.width), height: Math.round(found.height) };
};

/** A visitor's contacts page, then the owner's cabinet in a tab of its own: the skip link is the first tab stop. */
export const skipLinkLeadsPastTheMenus = async (visitor: Page, cabinet: Page, width: string): Promise<void> => {
  for (const [tab, path, shown] of [
    [visitor, "/contacts", visitor.getByRole("heading", { level: 1, name: "Контакты" })],
    // The cards too: the page is whole (its list comes after its heading).
    [cabinet, "/createdCourses", cabinet.getByTestId("created-course").first()],
  ] as const) {
    const skip = tab.getByRole("link", { name: "Перейти к содержанию" });
    await tab.goto(path);
    await expect(shown).toBeVisible();
    await expect(skip, "out of sight until focused").not.toBeInViewport();
    await tab.keyboard.press("Tab");
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await shot(tab, `skip-link-${path.slice(1)}-${width}.png`);
    await tab.keyboard.press("Enter");
    await expect(tab.locator("main")).toBeFocused();
    await expect(tab).toHaveURL(new RegExp(`${path}$`));
    // The next Tab is inside the page's content, past the header and the left menu.
    await tab.keyboard.press("Tab");
    await expect(tab.locator("main :focus")).toHaveCount(1);
  }
};

/** The owner's avatars on /profile (opened from the cabinet menu): the left menu's depends on the width. */
export const avatarsHaveTheirSizes = async (page: Page, width: string): Promise<void> => {
  await cabinetMenu(page).getByRole("link", { name: "Профиль" }).click();
  await expect(page.getByTestId("profile-email")).toHaveText("owner@demo.ru");
  const profileAvatar = ".avatar-upload .avatar-placeholder, .avatar-upload .avatar-image";
  await expect(page.locator(profileAvatar).first()).toBeVisible();
  expect(await box(page, profileAvatar)).toEqual({ width: 124, height: 124 });
  const headerAvatar = ".site-header-avatar .avatar-placeholder, .site-header-avatar .avatar-image";
  await expect(page.locator(headerAvatar).first()).toBeVisible();
  expect(await box(page, headerAvatar)).toEqual({ width: 40, height: 40 });
  const menuAvatar = ".left-menu-avatar .avatar-placeholder, .left-menu-avatar .avatar-image";
  if (isMobile(page)) {
    // At 1024 px or less the left menu is an icon bar: no name, no picture.
    await expect(page.locator(menuAvatar).first()).toBeHidden();
  } else {
    await expect(page.locator(menuAvatar).first()).toBeVisible();
    expect(await box(page, menuAvatar)).toEqual({ width: 55, height: 55 });
    await cabinetMenu(page).getByRole("button", { name: "Свернуть меню" }).click();
    await expect(cabinetMenu(page).getByRole("button", { name: "Развернуть меню" })).toBeVisible();
    expect(await box(page, menuAvatar)).toEqual({ width: 40, height: 40 });
    await cabinetMenu(page).getByRole("button", { name: "Развернуть меню" }).click();
  }
  await shot(page, `avatars-${width}.png`);
};

/** A wrong sign-in on /login: its toast sits bottom-left and closes by itself after 5 s, not before. */
export const toastClosesAfterFiveSeconds = async (page: Page, width: string): Promise<void> => {
  await page.getByLabel("E-mail").fill("owner@demo.ru");
  await page.getByLabel("Пароль").fill("wrong-password");
  await page.getByRole("button", { name: "Войти" }).click();
  const toast = page.locator(".Toastify__toast").filter({ hasText: "Ошибка авторизации! Неверный логин или пароль" });
  await expect(toast).toBeVisible();
  // Its 5 s are its progress bar's animation, which starts once the toast has bounced in and come to rest.
  const progress = toast.locator(".Toastify__progress-bar");
  await expect(progress).toHaveCSS("animation-play-state", "running");
  const viewport = page.viewportSize() ?? DESKTOP_VIEWPORT;
  const where = await toast.boundingBox();
  expect(where).not.toBeNull();
  if (where !== null) {
    expect(where.x, "near the left edge").toBeLessThan(40);
    expect(where.y + where.height, "near the bottom edge").toBeGreaterThan(viewport.height - 80);
  }
  await shot(page, `toast-${width}.png`);

  // The test holds the bar and moves it itself (the Web Animations API): at 4.9 s of its 5 s the toast
  // stays, at its end it closes. Moving the compositor's time from outside (a frozen timeline and
  // relative jumps) read back times hours off in a long run, so the bar is set, not nudged.
  const bar = (action: "hold at 4.9 s" | "end") =>
    progress.evaluate(
      (element, [what, at]) => {
        const animation = element.getAnimations()[0];
        if (animation === undefined) return null;
        if (what === "end") animation.finish();
        else {
          animation.pause();
          animation.currentTime = at;
        }
        return { duration: animation.effect?.getComputedTiming().duration, at: animation.currentTime };
      },
      [action, 4_900] as const,
    );
  expect(await bar("hold at 4.9 s"), "a 5-s bar, held at 4.9 s").toEqual({ duration: TOAST.autoCloseMs, at: 4_900 });
  await expect(toast, "not closing at 4.9 s").not.toHaveClass(/exit/);
  await expect(toast).toBeVisible();
  // At 5 s, its end, it closes: its exit animation plays and it is gone.
  await bar("end");
  await expect(toast).toHaveCount(0);
};

/** Profiles the server handed out. */
export const profileGets = (page: Page): { readonly count: () => number } => {
  let gets = 0;
  page.on("response", (response) => {
    const request = response.request();
    const path = new URL(request.url()).pathname;
    if (request.method() === "GET" && path === "/api/my-profile" && response.status() === 200) gets += 1;
  });
  return { count: () => gets };
};
