import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { VitePWA } from "vite-plugin-pwa";
import { preloadLocale } from "./vite-preload-locale";
import { localeHotReload } from "./vite-locale-hot";

const apiTarget = process.env.API_PROXY_TARGET ?? `http://127.0.0.1:${process.env.PORT ?? "3000"}`;

export default defineConfig({
  plugins: [
    react(),
    preloadLocale("ru"),
    localeHotReload(),
    // Issue #31: a Workbox service worker precaches the shell, every lazy chunk and the locale files, so
    // a loaded app opens any screen offline. An update waits for the person (`prompt`): the page offers it
    // (app/update-offer.tsx) and never reloads itself mid-work. Registered by app/service-worker.ts.
    VitePWA({
      registerType: "prompt",
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,json}"],
        // The prerendered landing pages are written after the build (scripts/prerender-landing.mjs).
        globIgnores: ["landing*.html"],
        // Pages come from the server while it answers (the prerendered landing, fresh HTML), and from
        // the cached index.html when it does not. /api (file downloads too) and /dev never go to the
        // fallback: they are not pages of the app.
        navigateFallback: null,
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) =>
              request.mode === "navigate" && !url.pathname.startsWith("/api/") && !url.pathname.startsWith("/dev/"),
            handler: "NetworkOnly",
            options: { precacheFallback: { fallbackURL: "index.html" } },
          },
        ],
        cleanupOutdatedCaches: true,
        // The first visit's page is served by the worker as soon as it is active (no reload needed to work offline).
        clientsClaim: true,
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
  ],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // The libraries every page needs travel in one chunk: fewer requests on the landing page's
        // critical path (HTTP/1.1 allows six at a time). Everything else keeps the default split.
        codeSplitting: {
          groups: [
            {
              name: "shell-vendor",
              test: /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|i18next|react-i18next|use-sync-external-store)[\\/]/,
            },
            {
              name: "shell",
              test: /(domain[\\/]src[\\/](constants|auth[\\/]roles|auth[\\/]landing)|web[\\/]src[\\/]lib[\\/](ui[\\/](icon|avatar|scroll-lock)|site[\\/](author-link|logo)))\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { "/api": apiTarget, "/dev": apiTarget } },
});
