import { expect, test } from "@playwright/test";
import { signInAs } from "./support/sign-in";
import { E2E_ACCESS_TOKEN_TTL } from "./support/e2e-env";
import { MOBILE } from "./support/mobile";

test("two tabs with an expired token refresh once between them, and both stay signed in", async ({ page, context }) => {
  await signInAs(page, "student@demo.ru");
  await page.goto("/profile?qa=1");
  const second = await context.newPage();
  await second.goto("/profile?qa=1");
  await expect(second.getByTestId("profile-email")).toHaveText("student@demo.ru");
  const spent: string[] = [];
  context.on("request", (request) => {
    if (request.url().endsWith("/api/token/refresh")) spent.push(String((request.postDataJSON() as { refresh_token?: unknown }).refresh_token));
  });
  await page.waitForTimeout((E2E_ACCESS_TOKEN_TTL + 1.5) * 1000);
  const call = (tab: typeof page) => tab.evaluate(() => Promise.all(Array.from({ length: 5 }, () => window.coursePlatformQa?.get("my-profile"))));
  const [first, other] = await Promise.all([call(page), call(second)]);
  expect([...first, ...other].every((answer) => JSON.stringify(answer).includes("student@demo.ru"))).toBe(true);
  // The ten calls of both tabs share one refresh: the expired pair's refresh token is spent once.
  // A fresh token lives 2 s (1-2 s, as JWT times are whole seconds), so on a loaded machine a late
  // call may legitimately refresh again, but never with a refresh token already spent.
  expect(spent.length).toBeGreaterThanOrEqual(1);
  expect(new Set(spent).size).toBe(spent.length);
  await second.reload();
  await expect(second.getByTestId("profile-email")).toHaveText("student@demo.ru");
});

test("the left menu collapses on desktop and is an icon bar at 390 px", MOBILE, async ({ page }) => {
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
