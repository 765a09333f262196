import { Suspense } from "react";
import { ToastHost } from "../lib/ui/toast-host";
import { ErrorBoundary } from "./error-boundary";
import { SiteRoutes } from "./site-routes";

/**
 * The app shell: the routes and the toast host (SPEC §9; the container loads with the first toast).
 * The public pages render right here; the query cache and the signed-in app come with the lazily
 * loaded full app (see site-routes.tsx).
 */
export const App = () => (
  <ErrorBoundary>
    <Suspense fallback={null}>
      <SiteRoutes />
    </Suspense>
    <ToastHost />
  </ErrorBoundary>
);
