import { defineConfig } from "vitest/config";

/** Contract tests run one file at a time: Pact files are shared between them (GUIDE §5). */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ["consumer/**/*.pact.test.ts", "provider/**/*.test.ts"],
    fileParallelism: false,
    // The files run one after another anyway: one module registry for all spares re-importing Pact and effect per file.
    isolate: false,
    testTimeout: 60_000,
    // No retry (as everywhere): a test that fails once fails the run.
  },
});
