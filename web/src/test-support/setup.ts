import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { initTestI18n } from "./i18n";

/** Component tests' setup (vitest's `components` project): Russian texts, and a clean slate after each test. */
initTestI18n();

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
