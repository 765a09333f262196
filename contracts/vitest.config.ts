import { defineConfig } from "vitest/config";

/** Contract tests run one file at a time: Pact files are shared between them (GUIDE §5). */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ["consumer/**/*.pact.test.ts", "provider/**/*.test.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
  },
});
