import { Suspense } from "react";
import { PersistQueryClientProvider } from "@tanstack/react-query-persist-client";
import { ToastContainer } from "react-toastify";
import { TOAST } from "@app/domain/constants";
import { persistOptions, queryClient } from "../lib/api/query-client";
import { ErrorBoundary } from "./error-boundary";
import { AppRoutes } from "./routes";
import { SessionWatch } from "./session-watch";

/** The app shell: query cache (persisted), toasts (SPEC §9) and routes. */
export const App = () => (
  <ErrorBoundary>
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
      <Suspense fallback={null}>
        <SessionWatch />
        <AppRoutes />
      </Suspense>
      <ToastContainer position={TOAST.position} autoClose={TOAST.autoCloseMs} />
    </PersistQueryClientProvider>
  </ErrorBoundary>
);
