import { lazy, Suspense } from "react";
import { cleanup, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CHUNK_RELOAD_FLAG_TIMEOUT_MS } from "@app/domain/constants";
import { fakeClock, passTime } from "../test-support/clock";
import { renderScreen } from "../test-support/render-screen";
import { ErrorBoundary } from "./error-boundary";
import { lazyWithReload } from "./lazy-with-reload";

/** Where the last automatic reload is noted (sessionStorage: it lasts as long as the tab). */
const FLAG_KEY = "course-platform:chunk-reload-at";

const missingChunk = () => Promise.reject(new TypeError("Failed to fetch dynamically imported module"));
const workingChunk = () => Promise.resolve({ default: () => <h1>Правовая информация</h1> });

/**
 * One page load of a screen whose chunk `load` brings: the app's error boundary around a lazy page,
 * as site-routes.tsx has it. A reload of the tab is the next call (sessionStorage stays).
 */
const loadPage = (load: () => Promise<{ default: () => React.JSX.Element }>) => {
  cleanup();
  const Page = lazy(lazyWithReload(load));
  return renderScreen(
    <ErrorBoundary>
      <Suspense fallback={<p>Загрузка…</p>}>
        <Page />
      </Suspense>
    </ErrorBoundary>,
  );
};

const failurePage = () => screen.queryByRole("heading", { level: 1, name: "Что-то пошло не так" });

/**
 * Fake time the test moves, and a stand-in for the tab's reload that notes when each one happened.
 * React's report of the failed chunk is muted.
 */
const setUp = () => {
  fakeClock();
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  const reloads: number[] = [];
  vi.spyOn(window.location, "reload").mockImplementation(() => {
    reloads.push(Date.now());
  });
  return reloads;
};

describe("a chunk that fails to load (SPEC §4, §8)", () => {
  it("reloads the page once and notes when in sessionStorage; after the reload the page works", async () => {
    const reloads = setUp();
    loadPage(missingChunk);
    await vi.waitFor(() => expect(reloads).toHaveLength(1));
    expect(Number(sessionStorage.getItem(FLAG_KEY))).toBe(reloads[0]);
    expect(failurePage()).toBeNull();

    loadPage(workingChunk);
    await vi.waitFor(() => screen.getByRole("heading", { name: "Правовая информация" }));
    expect(reloads).toHaveLength(1);
  });

  it("a chunk that keeps failing shows the failure page after the one reload, and never loops", async () => {
    const reloads = setUp();
    loadPage(missingChunk);
    await vi.waitFor(() => expect(reloads).toHaveLength(1));

    await passTime(CHUNK_RELOAD_FLAG_TIMEOUT_MS - 1_000);
    const { user } = loadPage(missingChunk);
    await vi.waitFor(() => screen.getByRole("heading", { level: 1, name: "Что-то пошло не так" }));
    expect(screen.getByRole("link", { name: "Перейти на главную" }).getAttribute("href")).toBe("/");
    // Nothing more happens by itself, however long the page stays.
    await passTime(60_000);
    expect(reloads).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Обновить страницу" }));
    expect(reloads).toHaveLength(2);
  });

  it("the flag lasts 10 s: a failure after it has expired reloads once more", async () => {
    const reloads = setUp();
    sessionStorage.setItem(FLAG_KEY, String(Date.now()));
    await passTime(CHUNK_RELOAD_FLAG_TIMEOUT_MS + 1);
    loadPage(missingChunk);
    await vi.waitFor(() => expect(reloads).toHaveLength(1));
    expect(Number(sessionStorage.getItem(FLAG_KEY))).toBe(reloads[0]);
    expect(failurePage()).toBeNull();
  });
});
