// `npm run bench:web`: the landing page's and the cabinet's JS bytes as Chromium receives them,
// and the landing page's LCP on a simulated fast 3G (CDP throttling). Prints figures; asserts nothing.
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/support/chromium";
import { startServer } from "./bench-server";

const PORT = Number(process.env.BENCH_PORT ?? 3290);

/** Lighthouse's mobile network (historically "fast 3G"): 150 ms RTT, 1.6 Mbps down, 750 kbps up. */
const FAST_3G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
/** DevTools' "Fast 3G" preset, which applies Lighthouse's network as request latency (×3.75) and throughput (×0.9). */
const DEVTOOLS_FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};

/** No emulation: what remains is this machine's own parse, execute and paint time. */
const NO_THROTTLING = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

type Network = typeof FAST_3G;

/** Sums encodedDataLength (bytes on the wire, compressed) of every script the page loads. */
const countScriptBytes = async (cdp: CDPSession): Promise<() => { bytes: number; files: number }> => {
  const scripts = new Set<string>();
  let bytes = 0;
  let files = 0;
  cdp.on("Network.responseReceived", (event: { requestId: string; type: string }) => {
    if (event.type === "Script") scripts.add(event.requestId);
  });
  cdp.on("Network.loadingFinished", (event: { requestId: string; encodedDataLength: number }) => {
    if (!scripts.has(event.requestId)) return;
    bytes += event.encodedDataLength;
    files += 1;
  });
  // A fresh context has a cold cache. CDP's "cache disabled" is not used: it fetches a chunk twice
  // when Vite both modulepreloads and imports it, which a real first visit does not.
  await cdp.send("Network.enable");
  return () => ({ bytes, files });
};

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

const scriptBytes = async (browser: Browser, url: string, path: string, prepare?: (page: Page) => Promise<void>) => {
  let storageState: Awaited<ReturnType<BrowserContext["storageState"]>> | undefined;
  if (prepare !== undefined) {
    const setup = await browser.newContext();
    const setupPage = await setup.newPage();
    await prepare(setupPage);
    storageState = await setup.storageState();
    await setup.close();
  }
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const read = await countScriptBytes(cdp);
  await page.goto(`${url}${path}`, { waitUntil: "networkidle" });
  await page.waitForTimeout(500);
  const result = read();
  await context.close();
  return result;
};

const signInStudent = async (page: Page, url: string): Promise<void> => {
  await page.goto(`${url}/login`);
  await page.getByLabel("E-mail").fill("student@demo.ru");
  await page.getByLabel("Пароль").fill("demo123");
  await page.getByRole("button", { name: "Войти" }).click();
  await page.waitForURL(/\/myCourses$/);
};

const measureLcp = async (browser: Browser, url: string, network: Network, cpuSlowdown: number): Promise<number> => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", network);
  if (cpuSlowdown > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  await page.goto(`${url}/`, { waitUntil: "networkidle" });
  const lcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) last = entry.startTime;
        }).observe({ type: "largest-contentful-paint", buffered: true });
        setTimeout(() => resolve(last), 300);
      }),
  );
  await context.close();
  return lcp;
};

/**
 * Cumulative layout shift of a cold load of `path` at `width` on DevTools' slow 4G preset (the old
 * "Fast 3G": 562.5 ms latency, 1.44 Mbps), counted from navigation until the network is idle and one
 * more second has passed (issue #17). `storageState` signs the visitor in.
 */
const measureCls = async (
  browser: Browser,
  url: string,
  path: string,
  width: number,
  storageState?: Awaited<ReturnType<BrowserContext["storageState"]>>,
): Promise<number> => {
  const mobile = width < 1025;
  const context = await browser.newContext({
    viewport: { width, height: mobile ? 844 : 800 },
    isMobile: mobile,
    hasTouch: mobile,
    storageState,
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Reflect.set(window, "__layoutShifts", shifts);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
        if (!shift.hadRecentInput) shifts.push(shift.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", DEVTOOLS_FAST_3G);
  await page.goto(`${url}${path}`, { waitUntil: "networkidle", timeout: 120_000 });
  await page.waitForTimeout(1000);
  const total = await page.evaluate(() =>
    (Reflect.get(window, "__layoutShifts") as number[]).reduce((sum, value) => sum + value, 0),
  );
  await context.close();
  return total;
};

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const main = async (): Promise<void> => {
  const server = await startServer(PORT);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const landing = await scriptBytes(browser, server.url, "/");
    console.log(
      `landing / JS transferred (compressed): ${kb(landing.bytes)} in ${landing.files} files (budget 120 KB)`,
    );
    const cabinet = await scriptBytes(browser, server.url, "/myCourses", (page) => signInStudent(page, server.url));
    console.log(
      `cabinet /myCourses JS transferred (compressed, cold cache): ${kb(cabinet.bytes)} in ${cabinet.files} files (budget 200 KB)`,
    );
    const signedIn = await (async () => {
      const setup = await browser.newContext();
      const setupPage = await setup.newPage();
      await signInStudent(setupPage, server.url);
      const state = await setup.storageState();
      await setup.close();
      return state;
    })();
    for (const [label, path, state] of [
      ["/", "/", undefined],
      ["/ signed in", "/", signedIn],
      ["/course", "/course", undefined],
      ["/schools", "/schools", undefined],
      ["/school/1", "/school/1", undefined],
    ] as const) {
      for (const width of [390, 1280]) {
        const cls = await measureCls(browser, server.url, path, width, state);
        console.log(`layout shift ${label} at ${width} px, slow 4G: ${cls.toFixed(3)} (budget 0.05)`);
      }
    }
    const runs = Number(process.env.BENCH_RUNS ?? 5);
    for (const [name, network, cpu] of [
      ["fast 3G (150 ms RTT, 1.6 Mbps)", FAST_3G, 1],
      ["fast 3G + 4x CPU slowdown", FAST_3G, 4],
      ["DevTools 'Fast 3G' preset (562.5 ms latency)", DEVTOOLS_FAST_3G, 1],
      ["no throttling (this machine's CPU share alone)", NO_THROTTLING, 1],
    ] as const) {
      const samples: number[] = [];
      for (let run = 0; run < runs; run += 1) samples.push(await measureLcp(browser, server.url, network, cpu));
      // 0 = Chromium reported no LCP entry for that run; such runs are left out of the median.
      const reported = samples.filter((value) => value > 0);
      console.log(
        `landing LCP, ${name}: median ${Math.round(median(reported))} ms over ${reported.length}/${runs} runs [${samples.map(Math.round).join(", ")}] (budget 1500 ms)`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
