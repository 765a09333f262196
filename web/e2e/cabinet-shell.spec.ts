import { expect, test } from "@playwright/test";
import { signInAs } from "./support/sign-in";
import { E2E_ACCESS_TOKEN_TTL } from "./support/e2e-env";

test("two tabs with an expired token refresh once between them, and both stay signed in", async ({ page, context }) => {
  test.skip(test.info().project.name !== "desktop", "one width is enough for a protocol test");
  await signInAs(page, "student@demo.ru");
  await page.goto("/profile?qa=1");
  const second = await context.newPage();
  await second.goto("/profile?qa=1");
  await expect(second.getByTestId("profile-email")).toHaveText("student@demo.ru");
  let refreshes = 0;
  context.on("request", (request) => {
    if (request.url().endsWith("/api/token/refresh")) refreshes += 1;
  });
  await page.waitForTimeout((E2E_ACCESS_TOKEN_TTL + 1.5) * 1000);
  const call = (tab: typeof page) => tab.evaluate(() => Promise.all(Array.from({ length: 5 }, () => window.coursePlatformQa?.get("my-profile"))));
  const [first, other] = await Promise.all([call(page), call(second)]);
  expect([...first, ...other].every((answer) => JSON.stringify(answer).includes("student@demo.ru"))).toBe(true);
  expect(refreshes).toBe(1);
  await second.reload();
  await expect(second.getByTestId("profile-email")).toHaveText("student@demo.ru");
});

test("the left menu collapses on desktop and is an icon bar at 390 px", async ({ page }) => {
  await signInAs(page, "owner@demo.ru");
  const menu = page.getByRole("navigation", { name: "Меню кабинета" });
  if (test.info().project.name === "desktop") {
    await expect(menu.getByText("Мои курсы")).toBeVisible();
    await menu.getByRole("button", { name: "Свернуть меню" }).click();
    await expect(menu.getByText("Мои курсы")).toBeHidden();
    await expect(menu.getByRole("link", { name: "Мои курсы" })).toBeVisible();
    await page.reload();
    await expect(menu.getByRole("button", { name: "Развернуть меню" })).toBeVisible();
    await menu.getByRole("button", { name: "Развернуть меню" }).click();
    await expect(menu.getByText("Мои курсы")).toBeVisible();
  } else {
    const box = await menu.boundingBox();
    expect(box?.height ?? 0).toBeLessThanOrEqual(80);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(800);
    await expect(menu.getByText("Мои курсы")).toBeHidden();
    await menu.getByRole("link", { name: "Профиль" }).click();
    await expect(page).toHaveURL(/\/profile$/);
  }
});
