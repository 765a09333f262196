import { toast } from "react-toastify";
import { requestToasts } from "./toast-hosts";

/**
 * The public pages' toast container, loaded by the toast host from this module (GUIDE §5, issue #31):
 * it travels with whatever can raise a toast, so the host's lazy import finds it already here and no
 * toast, an error's least of all, waits on the network.
 */
export { default as LazyToastContainer } from "./toast-container";

/** SPEC §9: toasts close after 5 s and sit bottom-left (set on the container). */
export const notifyError = (message: string): void => {
  void requestToasts().then(() => toast.error(message, { toastId: message }));
};

export const notifySuccess = (message: string): void => {
  void requestToasts().then(() => toast.success(message, { toastId: message }));
};
