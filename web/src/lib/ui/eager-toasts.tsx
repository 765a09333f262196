import { useEffect } from "react";
import { eagerToastsMounted, useEagerRegionShown } from "./toast-hosts";
import { ToastRegion } from "./toast-region";

/**
 * The toast container, shipped with the signed-in app's own chunk (issue #15): an error toast
 * raised while the network is gone must not need a chunk from the network. SPEC §9 placement.
 */
export const EagerToasts = () => {
  useEffect(() => eagerToastsMounted(), []);
  return useEagerRegionShown() ? <ToastRegion /> : null;
};
