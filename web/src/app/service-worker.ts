import { updateOffer } from "./update-offer-store";

/** The worker's file, written by the build (vite-plugin-pwa, `generateSW`: vite.config.ts). */
const WORKER_URL = "/sw.js";

/** After `Обновить`: the page reloads once the new version has taken it over. */
const reloadWhenTakenOver = (): void =>
  navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });

/** A newer version is waiting: offer it; it takes over only when the person asks (Workbox's SKIP_WAITING). */
const offer = (waiting: ServiceWorker): void =>
  updateOffer.set({
    apply: () => {
      reloadWhenTakenOver();
      waiting.postMessage({ type: "SKIP_WAITING" });
    },
  });

/**
 * Registers the build's Workbox service worker (issue #31). A newer version is never switched to on
 * its own: the page offers it (`Доступна новая версия`), and only `Обновить` reloads. The first
 * version takes the page over at once (`clientsClaim`) and offers nothing. A browser that refuses
 * service workers (private modes, the browser tests' contexts) keeps the plain app. A dozen lines
 * instead of workbox-window: they load after every page's `load`, within the cabinet's JS budget.
 */
export const registerServiceWorker = (): void => {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register(WORKER_URL, { scope: "/" }).then(
    (registration) => {
      const running = (): boolean => navigator.serviceWorker.controller !== null;
      if (registration.waiting !== null && running()) offer(registration.waiting);
      registration.addEventListener("updatefound", () => {
        const worker = registration.installing;
        worker?.addEventListener("statechange", () => {
          if (worker.state === "installed" && running()) offer(worker);
        });
      });
    },
    () => undefined,
  );
};
