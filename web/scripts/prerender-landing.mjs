// After `vite build`: renders the landing page to static HTML and writes landing.html into the build (dist/ or WEB_DIST), the
// built index.html with that markup inside #root. The server sends it for `/` (LCP before the JS).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createServer } from "vite";

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// The build's folder: web/dist, or WEB_DIST for a build made elsewhere (`vite build --outDir`).
const dist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(webDir, "dist");
const vite = await createServer({
  root: webDir,
  configFile: path.join(webDir, "vite.config.ts"),
  server: { middlewareMode: true, hmr: false },
  appType: "custom",
  logLevel: "error",
});
try {
  const { renderLanding } = await vite.ssrLoadModule("/src/prerender/landing-entry.tsx");
  const { landingFileFor } = await vite.ssrLoadModule("@app/domain/auth/landing-hint");
  const { ROLES } = await vite.ssrLoadModule("@app/domain/auth/roles");
  const index = readFileSync(path.join(dist, "index.html"), "utf8");
  const root = '<div id="root"></div>';
  if (!index.includes(root)) throw new Error("dist/index.html has no empty #root");
  // One page for a visitor, one for each signed-in role (the server picks by the landing hint cookie).
  for (const role of [null, ...ROLES]) {
    const markup = await renderLanding(role);
    writeFileSync(path.join(dist, landingFileFor(role)), index.replace(root, `<div id="root">${markup}</div>`));
    console.log(
      `prerendered the landing page${role === null ? "" : ` for ${role}`}: ${markup.length} characters in ${landingFileFor(role)}`,
    );
  }
} finally {
  await vite.close();
}
