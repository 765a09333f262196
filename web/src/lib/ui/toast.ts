import { toast } from "react-toastify";

/** SPEC §9: toasts close after 5 s and sit bottom-left (set on the container). */
export const notifyError = (message: string): void => {
  toast.error(message, { toastId: message });
};

export const notifySuccess = (message: string): void => {
  toast.success(message, { toastId: message });
};
