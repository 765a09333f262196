import { useEffect } from "react";
import { toastsMounted } from "./toast-hosts";
import { ToastRegion } from "./toast-region";

/** SPEC §9: toasts sit bottom-left and close after 5 s. */
const Toasts = () => {
  useEffect(() => toastsMounted(), []);
  return <ToastRegion />;
};

export default Toasts;
