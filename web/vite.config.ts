import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { preloadLocale } from "./vite-preload-locale";

const apiTarget = process.env.API_PROXY_TARGET ?? `http://127.0.0.1:${process.env.PORT ?? "3000"}`;

export default defineConfig({
  plugins: [react(), preloadLocale("ru")],
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
