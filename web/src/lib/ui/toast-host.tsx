import { lazy, Suspense, useSyncExternalStore } from "react";

/**
 * The toast container loads with the first toast, not with the page: react-toastify is about
 * 11 KB compressed and the landing page shows no toast until a form is sent (issue #6 budget).
 * react-toastify queues toasts raised before a container mounts and shows them once it does.
 */
let wanted = false;
const listeners = new Set<() => void>();

export const requestToasts = (): void => {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
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
