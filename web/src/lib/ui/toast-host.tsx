import { lazy, Suspense } from "react";
import { useLazyToastsWanted } from "./toast-hosts";

/** From toast.ts, which every caller of a toast has loaded already (no fetch on an error's path). */
const ToastContainer = lazy(() => import("./toast").then((module) => ({ default: module.LazyToastContainer })));

/** Mount once, in the app shell: the lazy container, unless an eager one is mounted (see toast-hosts). */
export const ToastHost = () =>
  useLazyToastsWanted() ? (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  ) : null;
