import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["domain/src/**/*.test.ts", "mock-server/src/**/*.test.ts", "web/src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
  },
});
