import { test as base, type BrowserContext, type Page } from "@playwright/test";
import { DEFAULT_ACCESS_TOKEN_TTL } from "@app/mock-server/config";
import { startWorkerServer, type WorkerServer } from "./worker-server";
import { signedInState, type Account } from "./signed-in";

export { expect } from "@playwright/test";

/** Time as the test moves it: the server's clock, and the clocks of the pages that installed one. */
export type Time = {
  /**
   * Fakes `page`'s clock (Playwright's page.clock) before it loads: time still flows, and `advance` jumps it.
   * Keep a faked page clock under 2^31 ms (about 24.8 days) ahead: past it, a page loaded afterwards stays
   * blank (browsers keep timer delays in 32 bits). For longer spans (a refresh token's 30 days) leave the
   * page's clock real: `advance` then moves the server's alone.
   */
  install(page: Page): Promise<void>;
  /** Moves the server's clock, and every installed page's, forward by `ms`: due timers fire, tokens age. */
  advance(ms: number): Promise<void>;
  /** Moves time past the access token's lifetime: the next call of every page is answered 401 and refreshes. */
  expireAccessTokens(): Promise<void>;
};

/**
 * Moves the page's running CSS animations and transitions forward by `ms`. They run on the
 * compositor's time, not on the page's clock: react-toastify closes a toast when its progress
 * bar's 5-second animation ends, a modal when its close animation does.
 */
const jumpAnimations = (ms: number): void => {
  for (const animation of document.getAnimations()) {
    const { currentTime } = animation;
    if (animation.playState === "running" && typeof currentTime === "number") animation.currentTime = currentTime + ms;
  }
};

type WorkerFixtures = { server: WorkerServer };
type TestFixtures = {
  /** The account the test's page starts signed in as (`test.use({ as: "student" })`); unset: signed out. */
  as: Account | undefined;
  /** Another window with a context of its own, signed in as `account` (null: signed out). Closed after the test. */
  openAs: (account: Account | null) => Promise<Page>;
  /** Puts a session of `account` into the storage of `page`'s context: the next page load starts signed in as him. */
  signIn: (page: Page, account: Account) => Promise<void>;
  time: Time;
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startWorkerServer();
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 60_000 },
  ],

  // Every test starts on a fresh copy of the demo seed at real time; its failure report gets what the server printed.
  baseURL: async ({ server }, use, testInfo) => {
    await server.reset();
    const printedBefore = server.output().length;
    await use(server.url);
    const printed = server.output().slice(printedBefore);
    if (testInfo.status !== testInfo.expectedStatus && printed !== "")
      await testInfo.attach("server output", { body: printed, contentType: "text/plain" });
  },

  as: [undefined, { option: true }],

  storageState: async ({ as, baseURL }, use) => {
    await use(as === undefined || baseURL === undefined ? undefined : await signedInState(baseURL, as));
  },

  openAs: async ({ browser, baseURL }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (account) => {
      const storageState = account === null ? undefined : await signedInState(baseURL ?? "", account);
      const context = await browser.newContext({ storageState });
      contexts.push(context);
      return context.newPage();
    });
    for (const context of contexts) await context.close();
  },

  signIn: async ({ baseURL }, use) => {
    await use(async (page, account) => {
      const state = await signedInState(baseURL ?? "", account);
      // A same-origin document that is not the app: the app would write its own state as it unloads.
      await page.goto("/favicon.svg");
      await page.evaluate((items) => {
        for (const { name, value } of items) localStorage.setItem(name, value);
      }, state.origins[0]?.localStorage ?? []);
    });
  },

  time: async ({ server }, use) => {
    const pages: Page[] = [];
    const advance = async (ms: number): Promise<void> => {
      await server.advanceClock(ms);
      for (const page of pages.filter((open) => !open.isClosed())) {
        await page.clock.fastForward(ms);
        await page.evaluate(jumpAnimations, ms);
      }
    };
    await use({
      install: async (page) => {
        await page.clock.install();
        pages.push(page);
      },
      advance,
      expireAccessTokens: () => advance((DEFAULT_ACCESS_TOKEN_TTL + 1) * 1000),
    });
  },
});
