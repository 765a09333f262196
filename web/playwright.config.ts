import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./e2e/support/chromium";

/** GUIDE §2: the system Chromium, with the flags this closed network needs. Never a downloaded browser. */
const chromium = { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] };

export default defineConfig({
  testDir: "./e2e",
  outputDir: "./e2e/.artifacts/results",
  fullyParallel: true,
  // Three: many steps wait on the app (autosave pauses, toasts, modal animations), not on the 2 cores.
  workers: 3,
  // No retries, on CI either: a test that fails once fails the run (a flaky test is a bug to find).
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "../.test-output/playwright.json" }]],
  // baseURL: each worker's own server (e2e/support/fixtures.ts).
  // The app's service worker (issue #31) would precache the whole build in every test's fresh context:
  // blocked here, allowed by the offline specs that test it (`test.use({ serviceWorkers: "allow" })`).
  use: {
    launchOptions: chromium,
    trace: "off",
    screenshot: "only-on-failure",
    locale: "ru-RU",
    serviceWorkers: "block",
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: "mobile",
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, launchOptions: chromium },
      // Only the tests tagged @mobile (e2e/support/mobile.ts): those whose page depends on the width.
      // Protocols, validation and data do not, and run once, at 1280 px, to keep `npm test` in budget.
      grep: /@mobile/,
    },
  ],
});
