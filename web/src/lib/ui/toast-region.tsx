import { ToastContainer } from "react-toastify";
import { TOAST } from "@app/domain/constants";

/**
 * The one toast region of the app: SPEC §9 placement and time, and a Russian name for screen
 * readers (react-toastify's default is the English `Notifications Alt+T`; Alt+T still moves focus
 * to the newest toast). The lazy host and the signed-in app's eager host both render it.
 */
export const ToastRegion = () => (
  <ToastContainer position={TOAST.position} autoClose={TOAST.autoCloseMs} aria-label="Уведомления (Alt+T)" />
);
