import { toast } from "react-toastify";
import { requestToasts } from "./toast-hosts";

/** SPEC §9: toasts close after 5 s and sit bottom-left (set on the container). */
export const notifyError = (message: string): void => {
  void requestToasts().then(() => toast.error(message, { toastId: message }));
};

export const notifySuccess = (message: string): void => {
  void requestToasts().then(() => toast.success(message, { toastId: message }));
};
