import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { initTestI18n } from "./i18n";

/** Component tests' setup (vitest's `components` project): Russian texts, and a clean slate after each test. */
initTestI18n();

/**
 * What a `findBy…`/`waitFor` waits for here is rendering, a faked answer's promise or a lazy chunk's
 * first import: never the app's own time, which the tests fake and move (test-support/clock.ts). On
 * the 2-core machine shared with the browser suite, a first import of a chunk took over Testing
 * Library's default second (seen: the cabinet's pages in route-guard.test.tsx at load 35).
 */
configure({ asyncUtilTimeout: 5_000 });

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // The session is one object per module registry (one per test file): sign it out between tests.
  const { resetSession } = await import("../lib/session/session-store");
  resetSession();
  // The session writes its state back after a microtask: let it, then clear what any test stored.
  await Promise.resolve();
  localStorage.clear();
  sessionStorage.clear();
});
