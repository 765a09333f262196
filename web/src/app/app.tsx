import { lazy, Suspense } from "react";
import { HeaderBellSlot } from "../lib/site/header-bell-slot";
import { ToastHost } from "../lib/ui/toast-host";
import { ErrorBoundary } from "./error-boundary";
import { lazyWithReload } from "./lazy-with-reload";
import { CHUNKS } from "./route-chunks";
import { QaLauncher } from "./qa-launcher";
import { SiteRoutes } from "./site-routes";
import { UpdateOffer } from "./update-offer";

/**
 * The app shell: the routes, the toast host (SPEC §9; the container loads with the first toast) and
 * the QA panel's launcher (issue #9: `?qa=1` or Ctrl+Alt+Q) and the offer of a newer version (issue #31).
 * The public pages render right here; the query cache and the signed-in app come with the lazily
 * loaded full app (see site-routes.tsx).
 */
/** The site header's bell (issue #35), loaded only when a signed-in header shows it. */
const HeaderBell = lazy(lazyWithReload(CHUNKS.headerBell));

export const App = () => (
  <ErrorBoundary>
    <HeaderBellSlot.Provider value={HeaderBell}>
      <Suspense fallback={null}>
        <SiteRoutes />
      </Suspense>
    </HeaderBellSlot.Provider>
    <ToastHost />
    <QaLauncher />
    <UpdateOffer />
  </ErrorBoundary>
);
