import { fileURLToPath } from "node:url";
import type { Locator, Page } from "@playwright/test";

/**
 * Where a screenshot goes: web/e2e/.artifacts/screens (git-ignored), whatever directory
 * Playwright was started from (`npm test` runs it from the repository root).
 */
export const screenPath = (name: string): string =>
  fileURLToPath(new URL(`../.artifacts/screens/${name}`, import.meta.url));

/** Screenshots for people to look at are taken only when asked for (`SHOTS=1`); a failing test gets one anyway. */
export const SHOTS = process.env.SHOTS === "1";

/**
 * Saves a screenshot of `target` (a page or one element) as `name` under web/e2e/.artifacts/screens,
 * only when SHOTS=1: `SHOTS=1 npm run test:e2e` leaves the pictures of every screen the suite walks.
 */
export const shot = async (
  target: Page | Locator,
  name: string,
  options: { readonly fullPage?: boolean } = {},
): Promise<void> => {
  if (!SHOTS) return;
  if ("goto" in target) await target.screenshot({ path: screenPath(name), fullPage: options.fullPage === true });
  else await target.screenshot({ path: screenPath(name) });
};
