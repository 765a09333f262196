import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { preloadLocale } from "./vite-preload-locale";

const apiTarget = process.env.API_PROXY_TARGET ?? `http://127.0.0.1:${process.env.PORT ?? "3000"}`;

export default defineConfig({
  plugins: [react(), preloadLocale("ru")],
  build: { outDir: "dist", emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 600 },
  server: { port: 5173, proxy: { "/api": apiTarget, "/dev": apiTarget } },
});
