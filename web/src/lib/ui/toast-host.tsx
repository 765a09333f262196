import { lazy, Suspense, useSyncExternalStore } from "react";

/**
 * The toast container loads with the first toast, not with the page: react-toastify is about
 * 11 KB compressed and the landing page shows no toast until a form is sent (issue #6 budget).
 * A toast raised before the container has mounted could be dropped, so callers wait for it.
 */
let wanted = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Called by the container once it is on the page. */
export const toastsMounted = (): void => markMounted();

/** Loads and mounts the container if needed; resolves once toasts can be shown. */
export const requestToasts = (): Promise<void> => {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return mounted;
};

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const ToastContainer = lazy(() => import("./toast-container"));

/** Mount once, in the app shell. */
export const ToastHost = () => {
  const active = useSyncExternalStore(subscribe, () => wanted, () => false);
  return active ? (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  ) : null;
};
