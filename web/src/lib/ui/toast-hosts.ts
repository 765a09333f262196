import { valueStore } from "../state/small-store";

/**
 * Two ways the toast container gets on the page:
 * - the public pages load it with the first toast, not with the page: the landing page shows no
 *   toast until a form is sent (issue #6 budget);
 * - the signed-in app mounts it eagerly (`EagerToasts`, issue #15): there a toast is often the
 *   failure path itself (the network is gone), and a failure path must never need the network.
 * While an eager container is mounted the lazy one is not, so no toast shows twice.
 * A toast raised before any container has mounted could be dropped, so callers wait for one.
 */
const hosts = valueStore({ wanted: false, eager: 0, lazyOnPage: false });
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Called by the lazy container once it is on the page; the answer is called when it leaves. */
export const toastsMounted = (): (() => void) => {
  hosts.set({ ...hosts.get(), lazyOnPage: true });
  markMounted();
  return () => hosts.set({ ...hosts.get(), lazyOnPage: false });
};

/** Called by the eager container on mount; the answer is called on unmount. */
export const eagerToastsMounted = (): (() => void) => {
  hosts.set({ ...hosts.get(), eager: hosts.get().eager + 1 });
  markMounted();
  return () => hosts.set({ ...hosts.get(), eager: hosts.get().eager - 1 });
};

/** Loads and mounts the container if needed; resolves once toasts can be shown. */
export const requestToasts = (): Promise<void> => {
  if (!hosts.get().wanted) hosts.set({ ...hosts.get(), wanted: true });
  return mounted;
};

/**
 * Whether the eager container may render its region: not while the lazy one is still on the page.
 * react-toastify keeps one container per id and both use the default one, so the lazy container's
 * leaving would unregister the eager one that had just registered (toasts then went nowhere: found
 * by issue #31's offline test, a visitor's toast before sign-in and none after it).
 */
export const useEagerRegionShown = (): boolean => !hosts.use().lazyOnPage;

/** Whether the lazy container should be on the page: toasts are wanted and no eager one is mounted. */
export const useLazyToastsWanted = (): boolean => {
  const { wanted, eager } = hosts.use();
  return wanted && eager === 0;
};
