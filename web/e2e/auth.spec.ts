import { expect, test } from "@playwright/test";
import { signInAs } from "./support/sign-in";
import { screenPath } from "./support/screens";
import { MOBILE } from "./support/mobile";

const ACCOUNTS = [
  { email: "owner@demo.ru", landing: "/createdCourses", heading: "Мои курсы" },
  { email: "manager@demo.ru", landing: "/createdCourses", heading: "Мои курсы" },
  { email: "admin@demo.ru", landing: "/createdCourses", heading: "Мои курсы" },
  { email: "teacher@demo.ru", landing: "/availableCourses", heading: "Проверка заданий" },
  { email: "student@demo.ru", landing: "/myCourses", heading: "Учебные материалы" },
  { email: "fresh@demo.ru", landing: "/myCourses", heading: "Учебные материалы" },
];

for (const account of ACCOUNTS) {
  // At 390 px one account stands for the rest: the form and the landing are the same page for each.
  test(
    `${account.email} signs in and lands on ${account.landing}`,
    account.email === "owner@demo.ru" ? MOBILE : {},
    async ({ page }, info) => {
      await signInAs(page, account.email);
      await expect(page).toHaveURL(new RegExp(`${account.landing}$`));
      await expect(page.getByRole("heading", { level: 1, name: account.heading })).toBeVisible();
      await page.screenshot({ path: screenPath(`landing-${info.project.name}-${account.email}.png`) });
    },
  );
}

test("the login form names every field and link of GUIDE §1", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByLabel("E-mail")).toBeVisible();
  await expect(page.getByLabel("Пароль")).toBeVisible();
  await expect(page.getByRole("button", { name: "Войти" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Забыли пароль?" })).toHaveAttribute("href", "/forgot");
  await expect(page.getByRole("link", { name: "Зарегистрироваться" })).toHaveAttribute("href", "/register");
});

test("empty fields get 'Обязательное поле' and no request is sent", async ({ page }) => {
  await page.goto("/login");
  let loginCalls = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/login")) loginCalls += 1;
  });
  await page.getByRole("button", { name: "Войти" }).click();
  await expect(page.getByText("Обязательное поле")).toHaveCount(2);
  expect(loginCalls).toBe(0);
});

test("a wrong password shows the SPEC toast bottom-left, and it closes by itself", async ({ page }, info) => {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill("owner@demo.ru");
  await page.getByLabel("Пароль").fill("wrong-password");
  await page.getByRole("button", { name: "Войти" }).click();
  const toast = page.getByText("Ошибка авторизации! Неверный логин или пароль");
  await expect(toast).toBeVisible();
  await expect(page.locator(".Toastify__toast-container--bottom-left")).toBeVisible();
  await page.screenshot({ path: screenPath(`login-error-${info.project.name}.png`) });
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast).toBeHidden({ timeout: 9_000 });
});

test("'Выход' signs out on the server and ends on /login", async ({ page }) => {
  await signInAs(page, "student@demo.ru");
  const stored = await page.evaluate(() => localStorage.getItem("course-platform:state") ?? "");
  const refreshToken = (JSON.parse(stored) as { login: { refresh_token: string } }).login.refresh_token;
  await page.getByRole("button", { name: "Выход" }).click();
  await expect(page).toHaveURL(/\/login$/);
  const refreshed = await page.request.post("/api/token/refresh", { data: { refresh_token: refreshToken } });
  expect(refreshed.status()).toBe(401);
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login$/);
});

test.describe("route guard (SPEC §4, §6)", () => {
  test("signed out, each cabinet area opened from the address bar goes to /login", async ({ page }) => {
    for (const path of [
      "/profile",
      "/myCourses",
      "/createdCourses",
      "/availableCourses",
      "/usersStatistics",
      "/students",
    ]) {
      await page.goto(path);
      // A role home is where signing in lands anyway; any other page comes back after it (issue #14).
      const home = ["/profile", "/myCourses", "/createdCourses", "/availableCourses"].includes(path);
      await expect(page, path).toHaveURL(home ? /\/login$/ : new RegExp(`/login\\?next=${encodeURIComponent(path)}$`));
    }
  });

  test("signed out, a course-taking route goes to the course's public page", async ({ page }) => {
    await page.goto("/myCourses/5/lessons");
    await expect(page).toHaveURL(/\/landing\/courses\/5\?next=%2FmyCourses%2F5%2Flessons$/);
  });

  test("a student opening a staff area from the address bar is sent to /login", async ({ page }) => {
    for (const path of ["/createdCourses", "/availableCourses", "/students"]) {
      await signInAs(page, "student@demo.ru");
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login$/);
    }
  });

  test("a teacher may open staff areas but sees only his menu items", async ({ page }) => {
    await signInAs(page, "teacher@demo.ru");
    await page.goto("/students");
    await expect(page.getByRole("heading", { level: 1, name: "Ученики" })).toBeVisible();
    const menu = page.getByRole("navigation", { name: "Меню кабинета" });
    await expect(menu.getByRole("link", { name: "Учебные материалы" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Проверка заданий" })).toBeVisible();
  });
});

test("an unknown route shows the not-found page", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "Страница не найдена!" })).toBeVisible();
});
