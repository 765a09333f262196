import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/**
 * Issue #6 JS budgets, in bytes as Chromium receives them (compressed, from CDP's
 * encodedDataLength) on a cold cache: each test's context starts empty, a signed-in one with only
 * its session in storage. (Not CDP's "cache disabled", which fetches a modulepreloaded chunk twice.)
 * Bytes are deterministic for a build, so this is a test; timings (LCP) are measured by
 * `npm run bench:web` instead. Everything the route fetches until the network is quiet counts, the
 * chunks it loads after its first render included.
 */
const LANDING_BUDGET = 120 * 1024;
/**
 * Raised from 200 KB in issue #29's round (docs/decisions/performance.md, the cabinet's budget): the first
 * route gained the service worker's registration, the private log download, the replay's chunk list
 * and the learner's next-step rule, and 12 more (small) files, each with its headers. Then to 220 KB:
 * the student's courses show what is due (issue #37) and the bell names what arrives (issue #35).
 */
const CABINET_BUDGET = 220 * 1024;

const scriptBytes = async (page: Page, path: string): Promise<{ bytes: number; urls: string[] }> => {
  const cdp = await page.context().newCDPSession(page);
  const scripts = new Map<string, string>();
  let bytes = 0;
  const urls: string[] = [];
  cdp.on("Network.responseReceived", (event) => {
    if (event.type === "Script") scripts.set(event.requestId, event.response.url);
  });
  cdp.on("Network.loadingFinished", (event) => {
    const url = scripts.get(event.requestId);
    if (url === undefined) return;
    bytes += event.encodedDataLength;
    urls.push(url);
  });
  await cdp.send("Network.enable");
  await page.goto(path, { waitUntil: "networkidle" });
  return { bytes, urls };
};

test.describe("JS budgets", () => {
  test.skip(({ browserName }) => browserName !== "chromium", "CDP byte counts need Chromium");

  /**
   * One seed. The cabinet is measured in a context of its own (`openAs`), as cold as a test's own
   * context: an empty cache, and only the student's session in its storage.
   */
  test("the landing page loads at most 120 KB of compressed JS, without the phone metadata; the cabinet's first route at most its budget", async ({
    page,
    openAs,
  }) => {
    await test.step("the landing page loads at most 120 KB of compressed JS, without the phone metadata", async () => {
      const { bytes, urls } = await scriptBytes(page, "/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(
        urls.some((url) => /\/max-[\w-]+\.js$/.test(url)),
        "libphonenumber is lazy",
      ).toBe(false);
      expect(bytes, `landing JS: ${(bytes / 1024).toFixed(1)} KB in ${urls.length} files`).toBeLessThanOrEqual(
        LANDING_BUDGET,
      );
    });

    await test.step("signed in as the demo student: the cabinet's first route loads at most 220 KB of compressed JS", async () => {
      const cabinet = await openAs("student");
      const { bytes, urls } = await scriptBytes(cabinet, "/myCourses");
      await expect(cabinet.getByRole("heading", { level: 1 })).toBeVisible();
      expect(bytes, `cabinet JS: ${(bytes / 1024).toFixed(1)} KB in ${urls.length} files`).toBeLessThanOrEqual(
        CABINET_BUDGET,
      );
    });
  });
});
