import type { Page, Route } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/**
 * SPEC §3 app state `baseURL`: set at run time in the persisted app state, every API call of the
 * same build goes there instead of the page's own origin. The build-time default,
 * VITE_API_BASE_URL, goes through the same function of the client: web/src/lib/api/client.test.ts
 * proves the client calls it when the app state has none, client-build.test.ts that a build made
 * with it carries it. The sign-in here is the form: its call is one of those that must go there.
 */
const STATE_KEY = "course-platform:state";

/**
 * Writes app.baseURL into the persisted state before the app reads it, from a same-origin document
 * that is not the app (the app would write its own state as it unloads).
 */
const setBaseURL = async (page: Page, baseURL: string): Promise<void> => {
  await page.goto("/favicon.svg");
  await page.evaluate(
    ([key, url]) => {
      localStorage.clear();
      const app = {
        modal: false,
        navMinimized: false,
        navHide: false,
        hideFooter: false,
        page: "",
        storeVersion: 1,
        baseURL: url,
      };
      localStorage.setItem(key, JSON.stringify({ app }));
    },
    [STATE_KEY, baseURL] as const,
  );
};

/** Answers CORS for `route` as a backend on another origin would, forwarding real calls to the mock server at `server`. */
const forwardWithCors = async (route: Route, backend: string, server: string): Promise<void> => {
  const request = route.request();
  const origin = (await request.headerValue("origin")) ?? "*";
  const cors = {
    "access-control-allow-origin": origin,
    "access-control-allow-headers": "Authorization, Content-Type, Accept",
    "access-control-allow-methods": "GET, POST, PUT, PATCH, DELETE, OPTIONS",
  };
  if (request.method() === "OPTIONS") {
    await route.fulfill({ status: 204, headers: cors });
    return;
  }
  const response = await route.fetch({ url: request.url().replace(backend, server) });
  await route.fulfill({ response, headers: { ...response.headers(), ...cors } });
};

/** Records the path of every API call the page makes, wherever it goes. */
const recordApiCalls = (page: Page): string[] => {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/")) calls.push(request.url());
  });
  return calls;
};

/**
 * One seed and one page: first the page's own origin, then a prefix set in the stored state (setBaseURL
 * empties the storage first, as the fresh context of a test of its own had it).
 */
test("without a base URL the calls go to the page's own origin; a base URL with a path prefix on the same origin: the catalogue and sign-in go through it", async ({
  page,
  baseURL,
}) => {
  await test.step("without a base URL the calls go to the page's own origin", async () => {
    const calls = recordApiCalls(page);
    await page.goto("/course");
    await expect(page.getByText("Найдено 17 курсов")).toBeVisible();
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((url) => url.startsWith(`${baseURL}/api/`))).toBe(true);
  });

  await test.step("a base URL with a path prefix on the same origin: the catalogue and sign-in go through it", async () => {
    const server = baseURL ?? "";
    const base = `${server}/backend-b`;
    // The "backend" at /backend-b is the mock server itself, reached through the prefix.
    await page.route(`${base}/api/**`, async (route) => {
      const response = await route.fetch({ url: route.request().url().replace(base, server) });
      await route.fulfill({ response });
    });
    await setBaseURL(page, base);
    const calls = recordApiCalls(page);

    await page.goto("/course");
    await expect(page.getByText("Найдено 17 курсов")).toBeVisible();
    await page.goto("/login");
    await page.getByLabel("E-mail").fill("student@demo.ru");
    await page.getByLabel("Пароль").fill("demo123");
    await page.getByRole("button", { name: "Войти" }).click();
    await expect(page).toHaveURL(/\/myCourses$/);
    await expect(page.getByTestId("menu-user")).not.toBeEmpty();

    expect(calls.length).toBeGreaterThan(2);
    expect(
      calls.filter((url) => !url.startsWith(`${base}/api/`)),
      "no call bypasses the base URL",
    ).toEqual([]);
    expect(calls).toContain(`${base}/api/login`);
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });
});

test.describe("a base URL on another origin", () => {
  // The mock server's CSP allows connections to its own origin only (connect-src 'self'), so a
  // build served by it cannot reach another origin; a real deployment serves its own CSP. The
  // client side is what is checked here, so the page's CSP is bypassed.
  test.use({ bypassCSP: true });

  test("every call goes to that origin, with CORS, and the app works against it", async ({ page, baseURL }) => {
    const other = "http://api.other-origin.test:4321";
    await page.route(`${other}/**`, (route) => forwardWithCors(route, other, baseURL ?? ""));
    await setBaseURL(page, other);
    const calls = recordApiCalls(page);

    await page.goto("/course");
    await expect(page.getByText("Найдено 17 курсов")).toBeVisible();
    await page.goto("/login");
    await page.getByLabel("E-mail").fill("teacher@demo.ru");
    await page.getByLabel("Пароль").fill("demo123");
    await page.getByRole("button", { name: "Войти" }).click();
    await expect(page).toHaveURL(/\/availableCourses$/);
    await page.goto("/profile");
    await expect(page.getByTestId("profile-email")).toHaveText("teacher@demo.ru");

    const own = calls.filter((url) => url.startsWith(`${baseURL}/api/`));
    expect(own, "nothing goes to the page's own /api").toEqual([]);
    expect(calls.some((url) => url === `${other}/api/login`)).toBe(true);
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });
});
