import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { expect, test, type Page, type Route } from "@playwright/test";
import { E2E_URL } from "./support/e2e-env";

/**
 * SPEC §3 app state `baseURL`: set at run time in the persisted app state, every API call of the
 * same build goes there instead of the page's own origin. The build-time default,
 * VITE_API_BASE_URL, is checked on a build made with it (and in web/src/lib/api/client.test.ts).
 */
const STATE_KEY = "course-platform:state";

/** Writes app.baseURL into the persisted state before the app reads it (the landing page does not load the store). */
const setBaseURL = async (page: Page, baseURL: string): Promise<void> => {
  await page.goto("/");
  await expect(page.getByRole("banner")).toBeVisible();
  await page.evaluate(
    ([key, url]) => {
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

/** Answers CORS for `route` as a backend on another origin would, forwarding real calls to the mock server. */
const forwardWithCors = async (route: Route, backend: string): Promise<void> => {
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
  const response = await route.fetch({ url: request.url().replace(backend, E2E_URL) });
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

test("a base URL with a path prefix on the same origin: the catalogue and sign-in go through it", async ({ page }) => {
  const base = `${E2E_URL}/backend-b`;
  // The "backend" at /backend-b is the mock server itself, reached through the prefix.
  await page.route(`${base}/api/**`, async (route) => {
    const response = await route.fetch({ url: route.request().url().replace(base, E2E_URL) });
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

test.describe("a base URL on another origin", () => {
  // The mock server's CSP allows connections to its own origin only (connect-src 'self'), so a
  // build served by it cannot reach another origin; a real deployment serves its own CSP. The
  // client side is what is checked here, so the page's CSP is bypassed.
  test.use({ bypassCSP: true });

  test("every call goes to that origin, with CORS, and the app works against it", async ({ page }) => {
    const other = "http://api.other-origin.test:4321";
    await page.route(`${other}/**`, (route) => forwardWithCors(route, other));
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

    const own = calls.filter((url) => url.startsWith(`${E2E_URL}/api/`));
    expect(own, "nothing goes to the page's own /api").toEqual([]);
    expect(calls.some((url) => url === `${other}/api/login`)).toBe(true);
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });
});

test("without a base URL the calls go to the page's own origin", async ({ page }) => {
  const calls = recordApiCalls(page);
  await page.goto("/course");
  await expect(page.getByText("Найдено 17 курсов")).toBeVisible();
  expect(calls.length).toBeGreaterThan(0);
  expect(calls.every((url) => url.startsWith(`${E2E_URL}/api/`))).toBe(true);
});

test("the build-time VITE_API_BASE_URL: a build made with it calls that backend, from any origin", async ({ page }) => {
  test.setTimeout(240_000);
  const webDir = fileURLToPath(new URL("..", import.meta.url));
  const outDir = mkdtempSync(path.join(tmpdir(), "course-platform-build-base-"));
  const backend = "http://backend.build-time.test:4400";
  const appOrigin = "http://app.build-time.test:4500";
  try {
    await promisify(execFile)(
      path.join(webDir, "..", "node_modules", ".bin", "vite"),
      ["build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "error"],
      {
        cwd: webDir,
        env: { ...process.env, VITE_API_BASE_URL: backend },
      },
    );
    // The built files are served from their own origin (SPA fallback to index.html), with no CSP;
    // the backend is the mock server behind another origin, answering CORS.
    await page.route(`${appOrigin}/**`, async (route) => {
      const file = path.join(outDir, decodeURIComponent(new URL(route.request().url()).pathname));
      const found = file.startsWith(outDir) && existsSync(file) && statSync(file).isFile();
      await route.fulfill({ path: found ? file : path.join(outDir, "index.html") });
    });
    await page.route(`${backend}/**`, (route) => forwardWithCors(route, backend));
    const calls = recordApiCalls(page);

    await page.goto(`${appOrigin}/course`);
    await expect(page.getByText("Найдено 17 курсов")).toBeVisible({ timeout: 20_000 });
    await page.goto(`${appOrigin}/login`);
    await page.getByLabel("E-mail").fill("student@demo.ru");
    await page.getByLabel("Пароль").fill("demo123");
    await page.getByRole("button", { name: "Войти" }).click();
    await expect(page).toHaveURL(`${appOrigin}/myCourses`);
    await expect(page.getByTestId("menu-user")).not.toBeEmpty();

    expect(calls).toContain(`${backend}/api/login`);
    expect(
      calls.filter((url) => !url.startsWith(`${backend}/api/`)),
      "every call goes to the build's backend",
    ).toEqual([]);
    await page.unrouteAll({ behavior: "ignoreErrors" });
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
});
