import { StrictMode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { DEFAULT_LANGUAGE } from "@app/domain/constants";
import { applyVersionMarker } from "./lib/session/storage";
import { i18nReady } from "./lib/i18n/i18n";
import { App } from "./app/app";
import { registerServiceWorker } from "./app/service-worker";

/**
 * Start-up: check the version marker before anything reads storage, then render into #root. It
 * answers the React root, so a component test can start the app as main.tsx does and unmount it.
 *
 * i18n and the app shell are static imports so that Vite lists their chunks as modulepreload
 * links in index.html and the browser fetches them in parallel with this entry (landing LCP
 * budget). Nothing in that static graph reads storage when it loads: the session store, which
 * does, arrives with the lazily loaded full app (app/full-app.tsx), after the marker check below.
 */
export const start = async (): Promise<Root> => {
  applyVersionMarker();
  // The QA hook pulls in the API client: load it only in QA mode (`?qa=1`), off the landing budget.
  const qaMode = new URLSearchParams(window.location.search).get("qa") === "1";
  // Start fetching the default language's resources now rather than when i18next asks for them.
  void import(`./locales/${DEFAULT_LANGUAGE}/translation.json`).catch(() => undefined);
  await Promise.all([
    i18nReady,
    qaMode ? import("./app/qa-hooks").then(({ installQaHooks }) => installQaHooks()) : undefined,
  ]);
  const element = document.getElementById("root");
  if (element === null) throw new Error("#root is missing from index.html");
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  if (import.meta.env.PROD) afterStartUp(registerServiceWorker);
  return root;
};

/** How long the service worker's registration waits for an idle moment at most, once the page has loaded. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs `task` once the page has loaded and its main thread is idle: the service worker (issue #31) then
 * precaches the app's chunks (some 4 MB) without competing with the first paint's requests, nor, on a
 * phone's two or four cores, with the page's own start-up work (its effects, the lazy chunks and data of
 * the address). Registered at `load` itself, it lengthened the landing page's tasks under Lighthouse's
 * mobile run (docs/decisions/performance.md, "The service worker registers once the page is idle"). Its
 * registration is a few lines in the shell, not a chunk of its own: a request of its own cost more than
 * its bytes (the cabinet's JS budget).
 */
const afterStartUp = (task: () => void): void => {
  const whenIdle = (): void => {
    if (typeof window.requestIdleCallback === "function")
      window.requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
    else window.setTimeout(task, 0);
  };
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
};
