import { lazy, Suspense } from "react";
import { useLazyToastsWanted } from "./toast-hosts";

const ToastContainer = lazy(() => import("./toast-container"));

/** Mount once, in the app shell: the lazy container, unless an eager one is mounted (see toast-hosts). */
export const ToastHost = () =>
  useLazyToastsWanted() ? (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  ) : null;
