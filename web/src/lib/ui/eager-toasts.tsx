import { useEffect } from "react";
import { ToastContainer } from "react-toastify";
import { TOAST } from "@app/domain/constants";
import { eagerToastsMounted } from "./toast-host";

/**
 * The toast container, shipped with the signed-in app's own chunk (issue #15): an error toast
 * raised while the network is gone must not need a chunk from the network. SPEC §9 placement.
 */
export const EagerToasts = () => {
  useEffect(() => eagerToastsMounted(), []);
  return <ToastContainer position={TOAST.position} autoClose={TOAST.autoCloseMs} />;
};
