import { useEffect } from "react";
import { ToastContainer } from "react-toastify";
import { TOAST } from "@app/domain/constants";
import { toastsMounted } from "./toast-host";

/** SPEC §9: toasts sit bottom-left and close after 5 s. */
const Toasts = () => {
  useEffect(() => toastsMounted(), []);
  return <ToastContainer position={TOAST.position} autoClose={TOAST.autoCloseMs} />;
};

export default Toasts;
