import { defineConfig, devices } from "@playwright/test";
import { E2E_PORT, E2E_URL } from "./e2e/support/e2e-env";

/** GUIDE §2: the system Chromium, with the flags this closed network needs. Never a downloaded browser. */
const chromium = {
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

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
  use: { baseURL: E2E_URL, launchOptions: chromium, trace: "off", screenshot: "only-on-failure", locale: "ru-RU" },
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
  webServer: {
    command: "node ../scripts/e2e-server.mjs",
    url: `${E2E_URL}/api/role`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(E2E_PORT), ACCESS_TOKEN_TTL: "2" },
    stdout: "ignore",
    stderr: "pipe",
  },
});
