import { ToastContainer } from "react-toastify";
import { TOAST } from "@app/domain/constants";

/** SPEC §9: toasts sit bottom-left and close after 5 s. */
const Toasts = () => <ToastContainer position={TOAST.position} autoClose={TOAST.autoCloseMs} />;

export default Toasts;
