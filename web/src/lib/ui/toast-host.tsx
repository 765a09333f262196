import { lazy, Suspense, useSyncExternalStore } from "react";

/**
 * Two ways the toast container gets on the page:
 * - the public pages load it with the first toast, not with the page: the landing page shows no
 *   toast until a form is sent (issue #6 budget);
 * - the signed-in app mounts it eagerly (`EagerToasts`, issue #15): there a toast is often the
 *   failure path itself (the network is gone), and a failure path must never need the network.
 * While an eager container is mounted the lazy one is not, so no toast shows twice.
 * A toast raised before any container has mounted could be dropped, so callers wait for one.
 */
let wanted = false;
let eagerHosts = 0;
const listeners = new Set<() => void>();
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
const notify = () => {
  for (const listener of listeners) listener();
};

/** Called by a container once it is on the page. */
export const toastsMounted = (): void => markMounted();

/** Called by the eager container on mount; the answer is called on unmount. */
export const eagerToastsMounted = (): (() => void) => {
  eagerHosts += 1;
  markMounted();
  notify();
  return () => {
    eagerHosts -= 1;
    notify();
  };
};

/** Loads and mounts the container if needed; resolves once toasts can be shown. */
export const requestToasts = (): Promise<void> => {
  if (!wanted) {
    wanted = true;
    notify();
  }
  return mounted;
};

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const ToastContainer = lazy(() => import("./toast-container"));

/** Mount once, in the app shell: the lazy container, unless an eager one is mounted. */
export const ToastHost = () => {
  const active = useSyncExternalStore(subscribe, () => wanted && eagerHosts === 0, () => false);
  return active ? (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  ) : null;
};
