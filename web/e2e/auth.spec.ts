import { expect, test } from "./support/fixtures";
import { shot } from "./support/screens";
import { emptyStorage } from "./support/switch-account";

/**
 * Signing in and out as a person does. The form's fields, checks and messages, each role's landing
 * and the route guard are component tests (features/auth/login-page.test.tsx, app/route-guard.test.tsx).
 */
const STATE_KEY = "course-platform:state";

test.use({ as: "student" });

/**
 * One window, a step per former test. The student signs out first; then the window's storage is
 * emptied (support/switch-account.ts), as a fresh context starts, so the teacher's sign-in through the
 * form writes the version marker and the session itself, as in a test of its own.
 */
test("the student's 'Выход', then a teacher's sign-in through the form in the same window", async ({ page }, info) => {
  await test.step("'Выход' signs out on the server and ends on /login", async () => {
    await page.goto("/myCourses");
    await expect(page.getByRole("heading", { level: 1, name: "Учебные материалы" })).toBeVisible();
    const stored = await page.evaluate((key) => localStorage.getItem(key) ?? "", STATE_KEY);
    const refreshToken = (JSON.parse(stored) as { login: { refresh_token: string } }).login.refresh_token;
    await page.getByRole("button", { name: "Выход" }).click();
    await expect(page).toHaveURL(/\/login$/);
    const refreshed = await page.request.post("/api/token/refresh", { data: { refresh_token: refreshToken } });
    expect(refreshed.status()).toBe(401);
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/login$/);
  });

  await emptyStorage(page);

  await test.step("a teacher signs in through the form: his page, and tokens, role and isAuth under one key with marker 42", async () => {
    await page.goto("/login");
    await page.getByLabel("E-mail").fill("teacher@demo.ru");
    await page.getByLabel("Пароль").fill("demo123");
    await page.getByRole("button", { name: "Войти" }).click();
    await expect(page).toHaveURL(/\/availableCourses$/);
    await expect(page.getByRole("heading", { level: 1, name: "Проверка заданий" })).toBeVisible();
    await shot(page, `landing-${info.project.name}.png`);
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(stored["course-platform:version"]).toBe("42");
    const login = (JSON.parse(stored[STATE_KEY] ?? "{}") as { login: Record<string, unknown> }).login;
    expect(login).toMatchObject({ isAuth: true, role: "TEACHER", allRoles: ["teacher"] });
    expect(typeof login.token).toBe("string");
    expect(typeof login.refresh_token).toBe("string");
  });
});
