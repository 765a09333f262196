import { lazy, Suspense } from "react";
import { Route, Switch, useLocation } from "wouter";
import { useTranslation } from "react-i18next";
import { LandingPage } from "../features/landing/landing-page";
import { PublicLayout } from "./layouts/public-layout";
import { AppLayout } from "./layouts/app-layout";
import { OuterLayout } from "./layouts/outer-layout";
import { lazyWithReload } from "./lazy-with-reload";
import { CHUNKS } from "./route-chunks";

/** The rest of the app (auth pages, cabinet, catalogue…) with its query cache: one lazy chunk. */
const FullApp = lazy(lazyWithReload(CHUNKS.fullApp));
const LegalPage = lazy(lazyWithReload(() => import("../features/info-pages/legal-page")));
const RequisitesPage = lazy(lazyWithReload(() => import("../features/info-pages/requisites-page")));
const ContactsPage = lazy(lazyWithReload(() => import("../features/info-pages/contacts-page")));
const BlogPage = lazy(lazyWithReload(() => import("../features/info-pages/blog-page")));

/** SPEC §2 public pages served by the light shell, all in the public layout. */
export const PUBLIC_PATHS: ReadonlyArray<string> = [
  "/",
  "/legalInformation",
  "/requisites",
  "/contacts",
  "/landing/articles",
];

const PageLoading = () => {
  const { t } = useTranslation();
  return <p className="muted page-loading">{t("common.loading")}</p>;
};

/**
 * Pages of the full app that sit in the public layout (or, /school/{id}, the app layout without a
 * menu, SPEC §2): the light shell draws their header and footer at once, with the page's place held
 * open below the header, and the full app's chunk fills it (issue #17: no blank screen, no footer
 * jumping up and down while the catalogue loads).
 */
const shellLayoutOf = (path: string): typeof PublicLayout | null => {
  if (
    path === "/course" ||
    path === "/schools" ||
    path === "/certificates" ||
    /^\/(landing\/courses|invite|join|certificates)\/[^/]+$/.test(path)
  )
    return PublicLayout;
  return /^\/school\/[^/]+$/.test(path) ? AppLayout : null;
};

/** The public pages, or else the full app. The layout stays mounted while moving between them. */
export const SiteRoutes = () => {
  const [location] = useLocation();
  const Shell = shellLayoutOf(location);
  if (Shell !== null) {
    return (
      <Shell>
        <OuterLayout.Provider value={true}>
          <Suspense fallback={<PageLoading />}>
            <FullApp />
          </Suspense>
        </OuterLayout.Provider>
      </Shell>
    );
  }
  if (!PUBLIC_PATHS.includes(location)) return <FullApp />;
  return (
    <PublicLayout>
      <Suspense fallback={<PageLoading />}>
        <Switch>
          <Route path="/" component={LandingPage} />
          <Route path="/legalInformation" component={LegalPage} />
          <Route path="/requisites" component={RequisitesPage} />
          <Route path="/contacts" component={ContactsPage} />
          <Route path="/landing/articles" component={BlogPage} />
        </Switch>
      </Suspense>
    </PublicLayout>
  );
};
