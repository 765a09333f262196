import { MODAL_CLOSE_DELAY_MS } from "@app/domain/constants";
import { expect, test } from "./support/fixtures";

test.use({ as: "student" });

/**
 * A keyboard user in the cabinet (issue #17): a dialog keeps Tab inside until Escape closes it, and
 * then the left menu is reached with Tab and followed with Enter. The page sweep proves each screen's
 * names and roles; this is the walk between them that only a real browser's focus shows.
 */
test("the welcome dialog keeps Tab inside until Escape, then the menu is reached and followed by keyboard", async ({
  page,
  time,
}) => {
  await time.install(page);
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
