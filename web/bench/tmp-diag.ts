import { chromium } from "@playwright/test";
import { startServer } from "./bench-server";
const s = await startServer(3292);
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (let i = 0; i < 3; i++) {
  const ctx = await b.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const p = await ctx.newPage();
  const cdp = await ctx.newCDPSession(p);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await p.goto(s.url + "/", { waitUntil: "networkidle" });
  const r = await p.evaluate(() => new Promise<string>((resolve) => {
    let lcp: any = null;
    new PerformanceObserver((l) => { for (const e of l.getEntries()) lcp = e; }).observe({ type: "largest-contentful-paint", buffered: true });
    setTimeout(() => {
      const res = performance.getEntriesByType("resource").map((e: any) => `${e.name.split("/").pop()} start=${Math.round(e.startTime)} end=${Math.round(e.responseEnd)} size=${e.encodedBodySize}`);
      const nav: any = performance.getEntriesByType("navigation")[0];
      const paints = performance.getEntriesByType("paint").map((e) => `${e.name}=${Math.round(e.startTime)}`);
      resolve([`nav responseEnd=${Math.round(nav.responseEnd)} domInteractive=${Math.round(nav.domInteractive)}`, ...res, ...paints, `lcp=${lcp ? Math.round(lcp.startTime) + " " + (lcp.element?.tagName ?? "") + " " + (lcp.element?.className ?? "") : "none"}`].join("\n"));
    }, 300);
  }));
  console.log(r, "\n---");
  await ctx.close();
}
await b.close(); await s.stop();
