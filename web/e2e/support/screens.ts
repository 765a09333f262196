import { fileURLToPath } from "node:url";

/**
 * Where a screenshot goes: web/e2e/.artifacts/screens (git-ignored), whatever directory
 * Playwright was started from (`npm test` runs it from the repository root).
 */
export const screenPath = (name: string): string =>
  fileURLToPath(new URL(`../.artifacts/screens/${name}`, import.meta.url));
