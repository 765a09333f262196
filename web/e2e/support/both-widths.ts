import type { Page } from "@playwright/test";

/** The desktop project's window (web/playwright.config.ts). */
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 } as const;

/**
 * A phone's window, the mobile project's: the app has no touch- or user-agent-dependent code (the page
 * sweep, support/sweep.ts, relies on the same fact), so a narrowed desktop window shows what a phone does.
 */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;

/** A width's name as the projects are named: it keeps the screenshots' names of the tests run in both. */
export type WidthName = "desktop" | "mobile";

/**
 * Runs the width-dependent checks `check` (the fit, axe, a screenshot) at the desktop width, then at
 * a phone's, on the page as it is (no reload), and puts the page back at the size it had: what the
 * same test run once in each project checked, without a second run.
 */
export const atDesktopAndPhone = async (page: Page, check: (width: WidthName) => Promise<void>): Promise<void> => {
  const size = page.viewportSize();
  await page.setViewportSize(DESKTOP_VIEWPORT);
  await check("desktop");
  await page.setViewportSize(PHONE_VIEWPORT);
  await check("mobile");
  if (size !== null) await page.setViewportSize(size);
};
