import { chromium } from "@playwright/test";
import { startServer } from "./bench-server";
const s = await startServer(3293);
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const shots = (process.env.SHOTS ?? "/").split(",");
for (const [w, h, name] of [[390, 844, "m"], [1280, 800, "d"]] as const) {
  const ctx = await b.newContext({ viewport: { width: w, height: h }, isMobile: w < 500, hasTouch: w < 500 });
  const p = await ctx.newPage();
  for (const spec of shots) {
    const [path = "/", ...ys] = spec.split("@");
    await p.goto(s.url + path);
    await p.waitForTimeout(800);
    if (process.env.CLICK) { await p.getByRole(process.env.CLICK_ROLE as "button" ?? "button", { name: process.env.CLICK }).first().click(); await p.waitForTimeout(800); }
    for (const y of ys.length ? ys.map(Number) : [0]) {
      await p.evaluate((top) => window.scrollTo(0, top), y);
      await p.waitForTimeout(200);
      const file = `/tmp/shot-${name}-${path.replace(/\W/g, "_")}-${y}.png`;
      await p.screenshot({ path: file });
      console.log(file);
    }
  }
  await ctx.close();
}
await b.close(); await s.stop();
