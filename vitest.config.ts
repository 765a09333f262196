import { defineConfig } from "vitest/config";

/**
 * Three projects. Domain tests share one module registry per worker (`isolate: false`): the
 * domain is pure, and re-importing effect for each of its files cost most of their run. Server
 * and web tests keep a registry per file: they start HTTP servers and stub globals.
 */
export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 30_000,
    projects: [
      { extends: true, test: { name: "domain", include: ["domain/src/**/*.test.ts"], isolate: false } },
      {
        extends: true,
        test: { name: "server", include: ["mock-server/src/**/*.test.ts", "scripts/**/*.test.ts"], pool: "threads" },
      },
      { extends: true, test: { name: "web", include: ["web/src/**/*.test.{ts,tsx}"] } },
    ],
  },
});
