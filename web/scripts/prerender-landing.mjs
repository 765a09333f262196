// After `vite build`: renders the landing page to static HTML and writes dist/landing.html, the
// built index.html with that markup inside #root. The server sends it for `/` (LCP before the JS).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createServer } from "vite";

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(webDir, "dist");
const vite = await createServer({ root: webDir, configFile: path.join(webDir, "vite.config.ts"), server: { middlewareMode: true, hmr: false }, appType: "custom", logLevel: "error" });
try {
  const { renderLanding } = await vite.ssrLoadModule("/src/prerender/landing-entry.tsx");
  const markup = await renderLanding();
  const index = readFileSync(path.join(dist, "index.html"), "utf8");
  const root = '<div id="root"></div>';
  if (!index.includes(root)) throw new Error("dist/index.html has no empty #root");
  writeFileSync(path.join(dist, "landing.html"), index.replace(root, `<div id="root">${markup}</div>`));
  console.log(`prerendered the landing page: ${markup.length} characters in dist/landing.html`);
} finally {
  await vite.close();
}
